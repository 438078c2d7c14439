import { expect } from 'vitest';
import {
  as,
  makeAdmin,
  makeAdminWithoutCode,
  makeListing,
  makeSeller,
  makeUser,
  type Session,
  updateUserRow,
} from '../factories';
import { buy } from '../payments-fixtures';
import { type TestApp, testAdminAccessCode } from '../test-app';
import type { Actor } from './actors';

/**
 * The cast of the authorization matrix and the objects they own, made once per file through the
 * real API where it matters (orders, refunds, conversations) so every row meets real state.
 *
 * Who owns what: the buyer bought three of the seller's listings (orders `order`, `orderB`,
 * `orderC`) and has a refund request on each (pending, rejected, disputed); the other buyer bought
 * one of the other seller's listings. The buyer and the seller share a conversation; the buyer also
 * has a Support Team conversation. The buyer's profile is private.
 */
export type AuthzWorld = {
  t: TestApp;
  sessions: Partial<Record<Actor, Session>>;
  /** The session of a signed-in actor (every one but the visitor). */
  user: (actor: Exclude<Actor, 'visitor'>) => Session;
  ids: Awaited<ReturnType<typeof makeObjects>>;
  /** A value made the first time a row asks for it, then reused (e.g. a pending payout). */
  once: <T>(key: string, make: () => Promise<T>) => Promise<T>;
  /**
   * Re-signs in anyone signed out, re-elevates the admin, drops any elevation of the role-only
   * admin, and puts every role back.
   */
  restoreCast: () => Promise<void>;
};

const ok = async (res: { statusCode: number; body: string; json: () => unknown }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  return res.json() as Record<string, unknown> & { id: string };
};

const makeObjects = async (t: TestApp, s: Record<Exclude<Actor, 'visitor'>, Session>) => {
  const call = (who: Session | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? as(who) : {} });
  const listing = await makeListing(t.app, t.db, s.seller.userId);
  const listingB = await makeListing(t.app, t.db, s.seller.userId);
  const listingC = await makeListing(t.app, t.db, s.seller.userId);
  const inactiveListing = await makeListing(t.app, t.db, s.seller.userId, { active: false });
  const otherListing = await makeListing(t.app, t.db, s.otherSeller.userId);
  // Listings no one has bought: for the checkout rows and the admin's removal.
  const unsoldListing = await makeListing(t.app, t.db, s.otherSeller.userId);
  const listingToRemove = await makeListing(t.app, t.db, s.otherSeller.userId);

  const order = await buy(t.app, s.buyer, listing.id);
  const orderB = await buy(t.app, s.buyer, listingB.id);
  const orderC = await buy(t.app, s.buyer, listingC.id);
  const otherOrder = await buy(t.app, s.otherBuyer, otherListing.id);

  const refundOn = async (orderId: string) =>
    ok(await call(s.buyer, 'POST', '/api/refunds', { orderId, reason: 'not-working', description: 'x' }), 'refund');
  const reject = (id: string) =>
    call(s.seller, 'POST', `/api/refunds/${id}/respond`, { action: 'reject', message: 'It works as described.' });
  const pendingRefund = await refundOn(order.id);
  const rejectedRefund = await refundOn(orderB.id);
  await ok(await reject(rejectedRefund.id), 'reject');
  const disputedRefund = await refundOn(orderC.id);
  await ok(await reject(disputedRefund.id), 'reject');
  await ok(
    await call(s.buyer, 'POST', `/api/refunds/${disputedRefund.id}/dispute`, { reason: 'It does not.' }),
    'dispute',
  );

  const conversation = await ok(
    await call(s.buyer, 'POST', '/api/conversations', { participantId: s.seller.userId, initialMessage: 'Hello' }),
    'conversation',
  );
  const support = (await ok(
    await call(s.admin, 'POST', '/api/admin/messages', { userId: s.buyer.userId, content: 'Welcome' }),
    'support message',
  )) as unknown as { message: { conversationId: string } };
  const contact = await ok(
    await call(undefined, 'POST', '/api/forms/contact', {
      name: 'Visitor',
      email: 'visitor@test.agentsy.dev',
      subject: 'Hello',
      message: 'A question',
    }),
    'contact',
  );
  await ok(await call(s.buyer, 'PATCH', '/api/users/privacy', { profileVisibility: 'private' }), 'privacy');

  return {
    listing: listing.id,
    inactiveListing: inactiveListing.id,
    otherListing: otherListing.id,
    unsoldListing: unsoldListing.id,
    listingToRemove: listingToRemove.id,
    order: order.id,
    orderDownloadToken: order.downloadToken,
    otherOrder: otherOrder.id,
    pendingRefund: pendingRefund.id,
    rejectedRefund: rejectedRefund.id,
    disputedRefund: disputedRefund.id,
    conversation: conversation.id,
    supportConversation: support.message.conversationId,
    contactMessage: contact.id,
  };
};

export const createAuthzWorld = async (t: TestApp): Promise<AuthzWorld> => {
  const sessions: Record<Exclude<Actor, 'visitor'>, Session> = {
    buyer: await makeUser(t.app, t.db),
    otherBuyer: await makeUser(t.app, t.db),
    seller: await makeSeller(t.app, t.db),
    otherSeller: await makeSeller(t.app, t.db),
    adminNoCode: await makeAdminWithoutCode(t.app, t.db),
    admin: await makeAdmin(t.app, t.db),
  };
  const ids = await makeObjects(t, sessions);
  const made = new Map<string, Promise<unknown>>();

  const signIn = async (actor: Exclude<Actor, 'visitor'>) => {
    const { email, password } = sessions[actor];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.session_token='));
    sessions[actor] = { ...sessions[actor], cookie: cookie!.split(';')[0]! };
  };

  const restoreCast = async () => {
    for (const actor of Object.keys(sessions) as Exclude<Actor, 'visitor'>[]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: as(sessions[actor]) });
      if (me.statusCode === 401) await signIn(actor);
    }
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: as(sessions.admin) });
    if (admin.statusCode !== 200) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: as(sessions.admin),
        payload: { accessCode: testAdminAccessCode },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: as(sessions.adminNoCode) });
    // Seller mode and the active role as the cast started (enable-seller turns buyers into sellers).
    for (const actor of ['buyer', 'otherBuyer', 'adminNoCode', 'admin'] as const) {
      await updateUserRow(t.db, sessions[actor].userId, { sellerEnabled: false, activeRole: 'buyer' });
    }
    for (const actor of ['seller', 'otherSeller'] as const) {
      await updateUserRow(t.db, sessions[actor].userId, { sellerEnabled: true, activeRole: 'seller' });
    }
  };

  return {
    t,
    sessions,
    user: (actor) => sessions[actor],
    ids,
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
    restoreCast,
  };
};
