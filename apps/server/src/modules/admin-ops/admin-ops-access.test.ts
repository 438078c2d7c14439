import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { adminOpsSnapshot, useAdminOpsApp } from './admin-ops.fixtures';

const t = useAdminOpsApp();

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** Every admin operations endpoint, with a target that exists where it takes one. */
const calls = (listingId: string, contactId: string) =>
  [
    { method: 'GET', url: '/api/admin/top-sellers' },
    { method: 'GET', url: '/api/admin/listings' },
    { method: 'DELETE', url: `/api/admin/listings/${listingId}` },
    { method: 'GET', url: '/api/admin/export-sales' },
    { method: 'GET', url: '/api/admin/disputes' },
    { method: 'GET', url: '/api/admin/payment-disputes' },
    { method: 'POST', url: `/api/admin/refunds/${ZERO_UUID}/resolve`, payload: { outcome: 'refund', message: 'ok' } },
    { method: 'GET', url: '/api/admin/inbox' },
    { method: 'PATCH', url: `/api/admin/inbox/contact/${contactId}`, payload: { handled: true } },
  ] as const;

const setUp = async () => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const [contact] = await t.db
    .insert(contactMessages)
    .values({ name: 'Vera', email: 'vera@example.com', subject: 'Hi', message: 'Hello' })
    .returning();
  return { seller, listing, contact: contact! };
};

const send = (call: ReturnType<typeof calls>[number], session?: Session) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: session ? { cookie: session.cookie } : {},
    ...('payload' in call ? { payload: call.payload } : {}),
  });

describe('admin operations access', () => {
  it('refuses visitors with 401 and signed-in non-admins (the seller included) with 403; nothing changes', async () => {
    const { seller, listing, contact } = await setUp();
    const buyer = await makeUser(t.app, t.db);
    const before = await adminOpsSnapshot(t.db);
    for (const call of calls(listing.id, contact.id)) {
      const anonymous = await send(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const user of [buyer, seller]) {
        const res = await send(call, user);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(t.recorded.audit).toEqual([]);
    expect(t.recorded.notes).toEqual([]);
  });
});
