import { createHash } from 'node:crypto';
import { themeBootScript } from '@agentsy/contracts/theme-boot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { securityHeadersFor } from './security-headers';
import { securityPolicyFor } from './security-policy';

// One app per public address, built in the hooks: building one takes seconds.
const apps = new Map<string, TestApp>();
beforeAll(async () => {
  for (const publicUrl of ['http://localhost:3000', 'https://agentsy.example']) {
    apps.set(publicUrl, await createTestApp({ env: { PUBLIC_URL: publicUrl } }));
  }
}, 120_000);
afterAll(() => Promise.all([...apps.values()].map((t) => t.close())));

const headersAt = async (publicUrl: string) =>
  (await apps.get(publicUrl)!.app.inject({ method: 'GET', url: '/healthz' })).headers;

/** How a policy names the theme's inline script (apps/web/vite.config.ts puts it in every page). */
const themeScriptHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/** The policy as a map of directive -> sources. */
const directivesOf = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

it('sends no HSTS when the public address is plain HTTP', async () => {
  const headers = await headersAt('http://localhost:3000');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
});

it('sends HSTS when the public address is https', async () => {
  const headers = await headersAt('https://agentsy.example');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
});

describe('Content-Security-Policy', () => {
  it('runs scripts from our origin only, and no site may frame a page', async () => {
    const csp = directivesOf((await headersAt('http://localhost:3000'))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", themeScriptHash]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Nothing anywhere may run inline or evaluated code.
    for (const [name, sources] of csp) {
      if (name.startsWith('script') || name === 'default-src') {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
    }
  });

  // The built HTML has no other inline script (apps/web/scripts/check-no-inline-scripts.mjs).
  it("allows exactly one inline script, the theme's, by the hash of its text", async () => {
    const csp = directivesOf((await headersAt('http://localhost:3000'))['content-security-policy']);
    expect(csp.get('script-src')!.filter((source) => source.startsWith("'sha"))).toEqual([themeScriptHash]);
    expect(themeBootScript).toContain("classList.add('dark')");
  });

  it('sends X-Frame-Options DENY for browsers that predate frame-ancestors', async () => {
    expect((await headersAt('http://localhost:3000'))['x-frame-options']).toBe('DENY');
  });

  it('trusts no card provider while the sandbox takes payments', async () => {
    const csp = String((await headersAt('http://localhost:3000'))['content-security-policy']);
    expect(csp).not.toContain('stripe');
  });

  it('allows Stripe’s script, frames and API only when Stripe is configured', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/agentsy-csp-test`,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    const csp = directivesOf(securityHeadersFor(securityPolicyFor(config))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", themeScriptHash, 'https://js.stripe.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
