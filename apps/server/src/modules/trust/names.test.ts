import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, users, verifiedNames } from '../../db/schema';
import { insertListing } from '../../test/factories';
import { startLocalDns } from '../../test/local-dns';
import { asUser, createTestApp, multipart, signUp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
beforeAll(async () => {
  dns = await startLocalDns();
  t = await createTestApp({
    config: { domainVerify: { dnsServers: [dns.server], insecure: true, filePort: undefined } },
  });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});
beforeEach(async () => {
  await t.reset();
  dns.clear();
});

type Session = Awaited<ReturnType<typeof signUp>>;
let domains = 0;

/** A seller who proved a domain by its TXT record, through the API. */
const verifiedSeller = async (name: string) => {
  const s = await signUp(t.app, { name });
  domains += 1;
  const domain = `seller${domains}.example`;
  const claim = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/domain',
    headers: asUser(s),
    payload: { domain },
  });
  dns.setTxt(domain, [claim.json().txtRecord]);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/users/me/domain/verify', headers: asUser(s) })).statusCode,
  ).toBe(200);
  return s;
};

const signUpRaw = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email: uniqueEmail(), password: 'correct horse battery' },
  });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const patchProfile = (s: Session, displayName: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: asUser(s), payload: { displayName } });
const renameAccount = (s: Session, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: asUser(s), payload: { name } });
const displayNameOf = async (id: string) =>
  (await t.db.select({ d: users.displayName }).from(users).where(eq(users.id, id)))[0]!.d;

const tooClose = (name: string) => ({
  code: 'NAME_TOO_CLOSE',
  message: `This name is too close to ${name}, a verified seller.`,
});

describe('sign-up (Better Auth)', () => {
  it('refuses a look-alike of a verified seller with a 422 and creates no account', async () => {
    await verifiedSeller('Sam Seller');
    const before = await userCount();
    const res = await signUpRaw('Sam Se11er');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(tooClose('Sam Seller'));
    expect(await userCount()).toBe(before);
  });

  it('refuses a reserved word', async () => {
    const res = await signUpRaw('Agentsy Support');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NAME_RESERVED', message: 'Names cannot contain “agentsy”.' });
  });

  it('lets an unverified seller’s name be used: only verified names protect', async () => {
    await signUp(t.app, { name: 'Bob Builder' });
    expect((await signUpRaw('B0b Builder')).statusCode).toBe(200);
  });
});

describe('renaming', () => {
  it('refuses a display name hiding an invisible character', async () => {
    await verifiedSeller('Anthropic');
    const s = await signUp(t.app, { name: 'Someone Else' });
    const res = await patchProfile(s, 'Anthrop\u200Bic');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ...tooClose('Anthropic'),
      fields: { displayName: tooClose('Anthropic').message },
    });
    expect(await displayNameOf(s.userId)).toBeNull();
  });

  it('refuses the account name through Better Auth’s update-user', async () => {
    await verifiedSeller('Sam Seller');
    const s = await signUp(t.app, { name: 'Kept Name' });
    const res = await renameAccount(s, 'SAM SELLER');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(tooClose('Sam Seller'));
    expect((await t.db.select({ n: users.name }).from(users).where(eq(users.id, s.userId)))[0]!.n).toBe('Kept Name');
  });

  it('lets a verified seller use their own name, and protects their new one', async () => {
    const sam = await verifiedSeller('Sam Seller');
    expect((await patchProfile(sam, 'Sam Se11er')).statusCode).toBe(200);
    expect((await patchProfile(sam, 'Samantha Seller')).statusCode).toBe(200);
    const other = await signUp(t.app);
    expect((await patchProfile(other, 'Samantha  Se11er')).json()).toMatchObject(tooClose('Samantha Seller'));
    expect((await renameAccount(other, 'Sam Seller')).json()).toMatchObject(tooClose('Sam Seller'));
  });

  it('leaves names already stored alone, and stops protecting a name when the domain goes', async () => {
    const early = await signUp(t.app, { name: 'Sam Se11er' });
    const sam = await verifiedSeller('Sam Seller');
    expect((await t.db.select({ n: users.name }).from(users).where(eq(users.id, early.userId)))[0]!.n).toBe(
      'Sam Se11er',
    );
    await t.app.inject({ method: 'DELETE', url: '/api/users/me/domain', headers: asUser(sam) });
    expect(await t.db.select().from(verifiedNames).where(eq(verifiedNames.userId, sam.userId))).toEqual([]);
    expect((await patchProfile(early, 'Sam Seller')).statusCode).toBe(200);
  });

  it('refuses a reserved word in a display name, compared on look-alikes', async () => {
    const s = await signUp(t.app);
    const res = await patchProfile(s, 'The 0fficial Helper');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NAME_RESERVED', message: 'Names cannot contain “official”.' });
  });
});

describe('listing titles', () => {
  const createListing = (s: Session, title: string) => {
    const body = multipart(
      { title, description: 'Sorts your inbox', price: '5.00', platform: 'python', useCase: 'productivity' },
      [{ name: 'file', filename: 'agent.json', content: '{"agent":1}', contentType: 'application/json' }],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(s), ...body.headers },
      payload: body.payload,
    });
  };
  const listingCount = async () => (await t.db.select({ n: count() }).from(listings))[0]!.n;

  it('refuses a title that imitates a verified seller or holds a reserved word, on create and on edit', async () => {
    await verifiedSeller('Sam Seller');
    const s = await signUp(t.app);
    const close = await createListing(s, 'Sam Se11er');
    expect(close.statusCode).toBe(422);
    expect(close.json()).toMatchObject({
      ...tooClose('Sam Seller'),
      fields: { title: tooClose('Sam Seller').message },
    });
    const reserved = await createListing(s, 'Official Inbox Bot');
    expect(reserved.json()).toMatchObject({
      code: 'NAME_RESERVED',
      fields: { title: 'Names cannot contain “official”.' },
    });
    expect(await listingCount()).toBe(0);

    expect((await createListing(s, 'Inbox Triage Bot')).statusCode).toBe(201);
    const listing = await insertListing(t.db, { userId: s.userId, title: 'Mine' });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: asUser(s),
      payload: { title: 'Staff Picks' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ code: 'NAME_RESERVED', message: 'Names cannot contain “staff”.' });
    expect((await t.db.select({ t: listings.title }).from(listings).where(eq(listings.id, listing.id)))[0]!.t).toBe(
      'Mine',
    );
  });
});
