import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeListing, makeSeller, type Session } from '../../test/factories';
import { balanceOfUser, buy, useLedgerCheckedApp } from '../../test/payments-fixtures';
import { sessionCookie, signUp, uniqueEmail } from '../../test/test-app';

const t = useLedgerCheckedApp();

/** Follows a referral link, then signs up in the same browser (its cookies sent back). */
const signUpReferred = async (
  ref: string,
  email = uniqueEmail('referred'),
): Promise<Session & { setCookies: string[] }> => {
  const link = await t.app.inject({ method: 'GET', url: `/api/login?ref=${encodeURIComponent(ref)}` });
  expect(link.statusCode).toBe(302);
  const refCookie = [link.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.ref='));
  const password = 'correct horse battery';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: refCookie ? { cookie: refCookie.split(';')[0]! } : {},
    payload: { name: 'Rita Referred', email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { user: { id: string } }).user.id;
  const setCookies = [res.headers['set-cookie']].flat().filter((c): c is string => !!c);
  return { cookie: sessionCookie(res.headers['set-cookie']), id, userId: id, email, password, setCookies };
};

const referredByOf = async (id: string) =>
  (await t.db.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, id)))[0]!.referredBy;

describe('referral sign-up', () => {
  it('a referral link leaves an httpOnly cookie scoped to the auth endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?ref=some-user' });
    expect(res.statusCode).toBe(302);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.ref='));
    expect(cookie).toMatch(/^agentsy\.ref=some-user;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const bad = await t.app.inject({ method: 'GET', url: '/api/login?ref=%3Cscript%3E' });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('records the referrer on the new account, once, and clears the cookie', async () => {
    const referrer = await signUp(t.app);
    const referred = await signUpReferred(referrer.id);
    expect(await referredByOf(referred.id)).toBe(referrer.id);
    expect(referred.setCookies.find((c) => c.startsWith('agentsy.ref='))).toMatch(/Max-Age=0/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: referred.cookie } });
    expect(me.json()).not.toHaveProperty('referredBy');
  });

  it('ignores a referrer that does not exist', async () => {
    const referred = await signUpReferred('no-such-user');
    expect(await referredByOf(referred.id)).toBeNull();
  });

  it("credits the referrer 5% of a referred buyer's purchases in their first 30 days", async () => {
    const referrer = await signUp(t.app);
    const seller = await makeSeller(t.app, t.db);
    const buyer = await signUpReferred(referrer.id);
    const first = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    await buy(t.app, buyer, first.id);
    expect(await balanceOfUser(t.db, referrer.id)).toBe(100);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(1780);

    // Past the window: the account is 31 days old.
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(users.id, buyer.id));
    const later = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    await buy(t.app, buyer, later.id);
    expect(await balanceOfUser(t.db, referrer.id)).toBe(100);
  });

  it.each([
    ['a +tag alias', (tag: string) => [`Own.Link.${tag}@test.agentsy.dev`, `own.link.${tag}+second@test.agentsy.dev`]],
    ['Gmail dots and a +tag', (tag: string) => [`own.link.${tag}@gmail.com`, `OwnLink${tag}+alt@googlemail.com`]],
  ])('pays no commission to a referrer who signed up through their own link with %s', async (_name, addresses) => {
    const [own, alias] = addresses(randomUUID().slice(0, 8));
    const referrer = await signUp(t.app, { email: own });
    const seller = await makeSeller(t.app, t.db);
    const buyer = await signUpReferred(referrer.id, alias);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    await buy(t.app, buyer, listing.id);
    expect(await balanceOfUser(t.db, referrer.id)).toBe(0);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(1780);
  });

  it('a refund of a referred purchase takes the commission back from the referrer', async () => {
    const referrer = await signUp(t.app);
    const seller = await makeSeller(t.app, t.db);
    const buyer = await signUpReferred(referrer.id);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 3000 });
    const order = await buy(t.app, buyer, listing.id);
    expect(await balanceOfUser(t.db, referrer.id)).toBe(150);

    const requested = await t.post(buyer, '/api/refunds', {
      orderId: order.id,
      reason: 'not-working',
      description: 'It crashes on start',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const approved = await t.post(seller, `/api/refunds/${requested.json().id}/respond`, {
      action: 'approve',
      message: 'Sorry about that',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOfUser(t.db, referrer.id)).toBe(0);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(0);

    // Approving again changes nothing: the reversal is booked once.
    await t.post(seller, `/api/refunds/${requested.json().id}/respond`, { action: 'approve', message: 'Again' });
    expect(await balanceOfUser(t.db, referrer.id)).toBe(0);
  });
});
