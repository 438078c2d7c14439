import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, sellerDomains, users } from '../../db/schema';
import { insertListing } from '../../test/factories';
import { startLocalDns, startLocalWeb } from '../../test/local-dns';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let web: Awaited<ReturnType<typeof startLocalWeb>>;
beforeAll(async () => {
  [dns, web] = await Promise.all([startLocalDns(), startLocalWeb()]);
  t = await createTestApp({
    config: { domainVerify: { dnsServers: [dns.server], insecure: true, filePort: web.port } },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([dns.close(), web.close()]);
});
beforeEach(() => {
  dns.clear();
  web.clear();
});

type Session = Awaited<ReturnType<typeof signUp>>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: s ? { cookie: s.cookie } : {}, ...(payload ? { payload } : {}) });
const claim = (s: Session, domain: unknown) => call('POST', '/api/users/me/domain', s, { domain });
const verify = (s: Session) => call('POST', '/api/users/me/domain/verify', s);
const badgeOf = async (userId: string) =>
  (await t.db.select({ d: users.verifiedDomain }).from(users).where(eq(users.id, userId)))[0]!.d;
const claimRow = async (userId: string) =>
  (await t.db.select().from(sellerDomains).where(eq(sellerDomains.userId, userId)))[0];

/** A seller whose domain is proven by its TXT record. */
const verifiedSeller = async (domain: string, name?: string) => {
  const s = await signUp(t.app, { name });
  const { token } = (await claim(s, domain)).json();
  dns.setTxt(domain, [`agentsy-verification=${token}`]);
  expect((await verify(s)).statusCode).toBe(200);
  return { ...s, token };
};

describe('POST /api/users/me/domain', () => {
  it('answers the token, the TXT record and the well-known file', async () => {
    const s = await signUp(t.app);
    const res = await claim(s, '  Shop.Example. ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      domain: 'shop.example',
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      txtRecord: `agentsy-verification=${body.token}`,
      wellKnownUrl: 'https://shop.example/.well-known/agentsy-verification.txt',
    });
    expect((await claim(s, 'shop.example')).json().token).toBe(body.token);
    expect((await call('GET', '/api/users/me/domain', s)).json()).toMatchObject({
      domain: 'shop.example',
      verifiedAt: null,
    });
  });

  it('stores an international domain in punycode', async () => {
    const s = await signUp(t.app);
    expect((await claim(s, 'bücher.example')).json().domain).toBe('xn--bcher-kva.example');
  });

  it.each([
    ['https://shop.example', /domain only/],
    ['shop.example/about', /domain only/],
    ['shop.example:8443', /domain only/],
    ['me@shop.example', /domain only/],
    ['93.184.216.34', /not an IP address/],
    ['[::1]', /not an IP address/],
    ['localhost', /not a domain name/],
    ['printer.local', /local networks/],
    ['shop', /not a domain name/],
    ['-shop.example', /not a domain name/],
    ['shop_.example', /not a domain name/],
    ['', /Enter your domain/],
    [42, /Enter your domain/],
    [`${'a'.repeat(64)}.example`, /not a domain name/],
  ])('refuses %j with a 400 and stores nothing', async (domain, message) => {
    const s = await signUp(t.app);
    const res = await claim(s, domain);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await claimRow(s.userId)).toBeUndefined();
  });

  it('needs a signed-in user', async () => {
    expect((await claim(undefined as never, 'shop.example')).statusCode).toBe(401);
    expect((await call('POST', '/api/users/me/domain/verify')).statusCode).toBe(401);
  });
});

describe('POST /api/users/me/domain/verify', () => {
  it('verifies by the TXT record and shows the badge', async () => {
    const s = await signUp(t.app);
    const { token } = (await claim(s, 'txt.example')).json();
    dns.setTxt('txt.example', ['v=spf1 -all', `agentsy-verification=${token}`]);
    const res = await verify(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true, verifiedAt: expect.any(String) });
    expect(await badgeOf(s.userId)).toBe('txt.example');
  });

  it('verifies by the well-known file', async () => {
    const s = await signUp(t.app);
    const { token } = (await claim(s, 'file.example')).json();
    dns.setA('file.example', '127.0.0.1');
    web.set('file.example/.well-known/agentsy-verification.txt', { body: `${token}\n` });
    expect((await verify(s)).statusCode).toBe(200);
    expect(await badgeOf(s.userId)).toBe('file.example');
  });

  it('answers 422 saying what it found, and shows no badge', async () => {
    const s = await signUp(t.app);
    const { token } = (await claim(s, 'wrong.example')).json();
    dns.setTxt('wrong.example', ['agentsy-verification=not-it']);
    dns.setA('wrong.example', '127.0.0.1');
    web.set('wrong.example/.well-known/agentsy-verification.txt', { body: 'hello' });
    const res = await verify(s);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DOMAIN_NOT_VERIFIED',
      message:
        `Found TXT records “agentsy-verification=not-it”, none is agentsy-verification=${token}. ` +
        `The file at http://wrong.example/.well-known/agentsy-verification.txt held “hello”, not the token ${token}.`,
    });
    expect(await badgeOf(s.userId)).toBeNull();
    expect((await claimRow(s.userId))!.verifiedAt).toBeNull();
  });

  it('allows ten checks a minute per account', async () => {
    const s = await signUp(t.app);
    await claim(s, 'often.example');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await verify(s)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    expect((await verify(await verifiedSeller('other-often.example'))).statusCode).toBe(200);
  });

  it('answers 404 without a claim', async () => {
    const s = await signUp(t.app);
    expect((await verify(s)).statusCode).toBe(404);
  });

  it('keeps a domain to one account: 409 for anyone else, on claim and on verify', async () => {
    await verifiedSeller('one.example');
    const other = await signUp(t.app);
    const res = await claim(other, 'one.example');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DOMAIN_TAKEN',
      message: 'one.example is already verified by another account.',
    });
    expect(await claimRow(other.userId)).toBeUndefined();

    const early = await signUp(t.app);
    expect((await claim(early, 'two.example')).statusCode).toBe(200);
    await verifiedSeller('two.example');
    const late = await verify(early);
    expect(late.statusCode).toBe(409);
    expect(await badgeOf(early.userId)).toBeNull();
  });

  it('frees the domain when its seller deletes their account', async () => {
    const s = await verifiedSeller('deleted.example');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: { cookie: s.cookie },
      payload: { password: s.password },
    });
    expect(res.statusCode).toBe(204);
    expect(await badgeOf(s.userId)).toBeNull();
    expect(await claimRow(s.userId)).toBeUndefined();
    const next = await signUp(t.app);
    expect((await claim(next, 'deleted.example')).statusCode).toBe(200);
  });

  it('removes the claim and the badge on DELETE', async () => {
    const s = await verifiedSeller('gone.example');
    expect((await call('DELETE', '/api/users/me/domain', s)).statusCode).toBe(200);
    expect(await badgeOf(s.userId)).toBeNull();
    expect(await claimRow(s.userId)).toBeUndefined();
    expect((await call('GET', '/api/users/me/domain', s)).json()).toBeNull();
  });
});

describe('the badge', () => {
  it('is on the profile, the cards, the listing page and the directory, whose verified filter means a verified domain', async () => {
    const sam = await verifiedSeller('badge.example', 'Badge Sam');
    const plain = await signUp(t.app, { name: 'Plain Pat' });
    await t.db.update(users).set({ sellerEnabled: true, emailVerified: true }).where(eq(users.id, plain.userId));
    await t.db.update(users).set({ sellerEnabled: true }).where(eq(users.id, sam.userId));
    const listing = await insertListing(t.db, { userId: sam.userId, title: 'Badge Bot' });
    await insertListing(t.db, { userId: plain.userId, title: 'Plain Bot' });

    expect((await call('GET', `/api/users/${sam.userId}`)).json().verifiedDomain).toBe('badge.example');
    expect((await call('GET', `/api/users/${plain.userId}`)).json().verifiedDomain).toBeNull();
    expect((await call('GET', `/api/listings/${listing.id}`)).json().seller.verifiedDomain).toBe('badge.example');
    const cards = (await call('GET', `/api/listings?sellerId=${sam.userId}`)).json();
    expect(cards.map((c: { seller: object }) => c.seller)).toEqual([
      expect.objectContaining({ verifiedDomain: 'badge.example' }),
    ]);

    const directory = (await call('GET', '/api/sellers?verifiedOnly=true&limit=100')).json() as {
      id: string;
      verifiedDomain: string;
    }[];
    expect(directory.map((d) => d.id)).toContain(sam.userId);
    expect(directory.map((d) => d.id)).not.toContain(plain.userId); // a verified e-mail is not enough
    expect(directory.find((d) => d.id === sam.userId)!.verifiedDomain).toBe('badge.example');
  });
});

describe('the weekly re-check', () => {
  const week = 7 * 24 * 3600 * 1000;
  const recheck = (now: Date) => t.app.domains.recheckDomains({ now });

  it('counts failures in a row, resets them on success, and after three removes the badge and mails the seller', async () => {
    const s = await verifiedSeller('weekly.example');
    const start = Date.now();
    const at = (weeks: number) => new Date(start + weeks * (week + 60_000) + 60_000);

    expect(await recheck(at(0))).toMatchObject({ checked: 0 }); // checked less than a week ago
    dns.clear();
    await recheck(at(1));
    expect((await claimRow(s.userId))!.checkFailures).toBe(1);
    dns.setTxt('weekly.example', [`agentsy-verification=${s.token}`]);
    await recheck(at(2));
    expect((await claimRow(s.userId))!.checkFailures).toBe(0);

    dns.clear();
    await recheck(at(3));
    await recheck(at(4));
    expect(await badgeOf(s.userId)).toBe('weekly.example');
    expect(await recheck(at(5))).toMatchObject({ checked: 1, failed: 1, removed: 1 });
    expect(await badgeOf(s.userId)).toBeNull();
    expect((await claimRow(s.userId))!.verifiedAt).toBeNull();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, s.userId), eq(mailOutbox.template, 'domainBadgeRemoved')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your badge "Verified: weekly.example" was removed');
    // No longer verified: the next passes leave it alone and mail nothing more.
    expect(await recheck(at(6))).toMatchObject({ checked: 0 });
  });
});
