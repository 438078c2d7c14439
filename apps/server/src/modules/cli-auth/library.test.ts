import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingWithBuyers, published, refundOrder } from '../releases/releases.fixtures';
import { slugOfTitle } from './library.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The command line's sign-in, done the way `agentsy login` does it. */
const buyerToken = async (buyer: Session) => {
  const started = (await t.app.inject({ method: 'POST', url: '/api/cli/device' })).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/cli/device/approve',
    headers: as(buyer),
    payload: { userCode: started.userCode },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cli/token',
    payload: { deviceCode: started.deviceCode },
  });
  return `Bearer ${res.json().token}`;
};
const withToken = (authorization: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

type Library = {
  items: {
    listingId: string;
    slug: string;
    orderId: string;
    versions: { version: string; sha256: string; revoked: boolean; downloadUrl: string | null }[];
  }[];
};

describe('GET /api/v1/library', () => {
  it('lists what the buyer owns with every published version, downloadable with the same token', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const buyer = buyers[0]!;
    await published(
      t.app,
      seller,
      listing.id,
      { version: '1.1.0', changelog: 'Faster' },
      { filename: 'a.json', content: '{"v":"1.1"}' },
    );
    const token = await buyerToken(buyer.session);

    const res = await withToken(token, '/api/v1/library');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as Library;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ listingId: listing.id, orderId: buyer.orderId, slug: slugOfTitle(listing.title) });
    expect(items[0]!.versions.map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);

    const newest = items[0]!.versions[0]!;
    const file = await withToken(token, newest.downloadUrl!);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.toString()).toBe('{"v":"1.1"}');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(newest.sha256);
    // Without the token (and without a browser session) the signed link alone is not enough.
    expect((await t.app.inject({ method: 'GET', url: newest.downloadUrl! })).statusCode).toBe(401);
  });

  it('leaves out what the token owner never bought or had refunded, and refuses their links', async () => {
    const { buyers } = await listingWithBuyers(t.app, t.db, 2);
    const [owner, refunded] = buyers;
    const stranger = await makeUser(t.app, t.db);
    expect((await withToken(await buyerToken(stranger), '/api/v1/library')).json()).toEqual({ items: [] });

    const ownerLibrary = (await withToken(await buyerToken(owner!.session), '/api/v1/library')).json() as Library;
    const link = ownerLibrary.items[0]!.versions[0]!.downloadUrl!;
    const refundedToken = await buyerToken(refunded!.session);
    await refundOrder(t.db, refunded!.orderId);
    expect((await withToken(refundedToken, '/api/v1/library')).json()).toEqual({ items: [] });
    // Another buyer's signed link does not open with this token.
    expect((await withToken(await buyerToken(stranger), link)).statusCode).toBe(403);
  });
});

describe('slugOfTitle', () => {
  it('makes a folder name of a title', () => {
    expect(slugOfTitle('Inbox Zero Pro!')).toBe('inbox-zero-pro');
    expect(slugOfTitle('Café Résumé  — Writer')).toBe('cafe-resume-writer');
    expect(slugOfTitle('***')).toBe('');
  });
});
