import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../lib/pinned-address';
import { startLocalDns, startLocalWeb } from '../../test/local-dns';
import { createDomainProof } from './domain-proof';
import { safeFetch } from './safe-fetch';

let dns: Awaited<ReturnType<typeof startLocalDns>>;
let web: Awaited<ReturnType<typeof startLocalWeb>>;
beforeAll(async () => {
  [dns, web] = await Promise.all([startLocalDns(), startLocalWeb()]);
});
afterAll(async () => {
  await Promise.all([dns.close(), web.close()]);
});
beforeEach(() => {
  dns.clear();
  web.clear();
});

const token = 'abc123';
const file = '/.well-known/agentsy-verification.txt';

describe('the proof of a domain', () => {
  it('finds the TXT record among others, through the configured DNS server', async () => {
    dns.setTxt('shop.example', ['v=spf1 -all', 'agentsy-verification=abc123']);
    const proof = createDomainProof({ dnsServers: [dns.server], insecure: false });
    expect(await proof.prove('shop.example', token)).toEqual({ found: true, via: 'dns' });
  });

  it('says which TXT records it found when none is the token', async () => {
    dns.setTxt('shop.example', ['v=spf1 -all', 'agentsy-verification=wrong']);
    const proof = createDomainProof({ dnsServers: [dns.server], insecure: false });
    const result = await proof.prove('shop.example', token);
    expect(result.found).toBe(false);
    expect(result).toMatchObject({
      findings: expect.stringContaining(
        'Found TXT records “v=spf1 -all”, “agentsy-verification=wrong”, none is agentsy-verification=abc123.',
      ),
    });
  });

  it('finds the file when DOMAIN_VERIFY_INSECURE lets it use http on loopback', async () => {
    dns.setA('shop.example', '127.0.0.1');
    web.set(`shop.example${file}`, { body: 'abc123\n' });
    const proof = createDomainProof({ dnsServers: [dns.server], insecure: true, filePort: web.port });
    expect(await proof.prove('shop.example', token)).toEqual({ found: true, via: 'file' });
  });

  it('quotes what the file held', async () => {
    dns.setA('shop.example', '127.0.0.1');
    web.set(`shop.example${file}`, { body: 'hello' });
    const proof = createDomainProof({ dnsServers: [dns.server], insecure: true, filePort: web.port });
    expect(await proof.prove('shop.example', token)).toMatchObject({
      findings: expect.stringContaining(`The file at http://shop.example${file} held “hello”, not the token abc123.`),
    });
  });

  it('never connects to a private or loopback address without DOMAIN_VERIFY_INSECURE', async () => {
    dns.setA('shop.example', '127.0.0.1');
    web.set(`shop.example${file}`, { body: token });
    const proof = createDomainProof({ dnsServers: [dns.server], insecure: false, filePort: web.port });
    expect(await proof.prove('shop.example', token)).toMatchObject({
      findings: expect.stringContaining(
        `The file at https://shop.example${file} was not fetched: shop.example points to 127.0.0.1, a private or reserved address.`,
      ),
    });
  });
});

describe('safeFetch', () => {
  const loopbackOnly = (address: string) => address === '127.0.0.1';
  const options = {
    resolve: async (host: string) => (host === 'inside.example' ? ['192.168.1.5'] : ['127.0.0.1']),
    isAllowed: loopbackOnly,
    allowHttp: true,
    timeoutMs: 3000,
    maxBytes: 16,
    maxRedirects: 3,
  };

  it.each([
    ['an address', 'http://10.1.2.3/secret', '10.1.2.3 points to 10.1.2.3'],
    ['a name of a private address', 'http://inside.example/secret', 'inside.example points to 192.168.1.5'],
    ['the link-local metadata address', 'http://169.254.169.254/latest', '169.254.169.254 points to 169.254.169.254'],
  ])('refuses a redirect to %s', async (_, location, reason) => {
    web.set('127.0.0.1/start', { location });
    const result = await safeFetch(`http://127.0.0.1:${web.port}/start`, options);
    expect(result).toEqual({
      ok: false,
      url: `http://127.0.0.1:${web.port}/start`,
      problem: `The file at http://127.0.0.1:${web.port}/start was not fetched: ${reason}, a private or reserved address.`,
    });
  });

  it('refuses a redirect from https to http when http is not allowed', async () => {
    const result = await safeFetch('https://127.0.0.1:1/start', {
      ...options,
      allowHttp: false,
      isAllowed: () => false,
    });
    expect(result.ok).toBe(false);
  });

  it('follows a redirect to an allowed address, and keeps only the first bytes of the body', async () => {
    web.set('127.0.0.1/start', { location: '/end' });
    web.set('127.0.0.1/end', { body: 'x'.repeat(100_000) });
    const result = await safeFetch(`http://127.0.0.1:${web.port}/start`, options);
    expect(result).toMatchObject({ ok: true, status: 200, body: 'x'.repeat(16) });
  });

  it('gives up after too many redirects', async () => {
    web.set('127.0.0.1/loop', { location: '/loop' });
    const result = await safeFetch(`http://127.0.0.1:${web.port}/loop`, options);
    expect(result).toMatchObject({ ok: false, problem: expect.stringContaining('redirected more than 3 times') });
  });

  it.each([
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
