import { ADMIN_SYSTEM_ID } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notes about admin actions', () => {
  it('reach the user as a Support Team message in their support conversation', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/listings/${listing.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const conversations = (
      await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: seller.cookie } })
    ).json();
    expect(conversations).toHaveLength(1);
    expect(conversations[0].conversation.participantTwo).toBe(ADMIN_SYSTEM_ID);
    const thread = (
      await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversations[0].conversation.id}/messages`,
        headers: { cookie: seller.cookie },
      })
    ).json();
    expect(thread).toEqual([expect.objectContaining({ message: expect.objectContaining({ isFromAdmin: true }) })]);
  });
});
