import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReview, insertListing, updateUserRow } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';

/** A web build in miniature: the app shell and two pages rendered ahead, with the head markers. */
const template = (body: string, rootAttributes = '') =>
  `<!doctype html><html><head><!--page-head--><title>Default</title><!--/page-head--></head><body><div id="root"${rootAttributes}>${body}</div></body></html>`;

const webDir = mkdtempSync(path.join(tmpdir(), 'agentsy-web-'));
mkdirSync(path.join(webDir, 'prerendered/guide'), { recursive: true });
writeFileSync(path.join(webDir, 'index.html'), template(''));
writeFileSync(path.join(webDir, 'prerendered/index.html'), template('<h1>Landing rendered ahead</h1>'));
const helpBody = `<h1>Help rendered ahead</h1>${'<p>An answer worth compressing.</p>'.repeat(100)}`;
writeFileSync(path.join(webDir, 'prerendered/help.html'), template(helpBody));
writeFileSync(path.join(webDir, 'prerendered/guide/buyers.html'), template('<h1>Guide rendered ahead</h1>'));
writeFileSync(path.join(webDir, 'prerendered/_shell.html'), template('<header>Sign In</header>', ' data-shell=""'));
writeFileSync(path.join(webDir, 'prerendered/_shell-session.html'), template('<header></header>', ' data-shell=""'));
writeFileSync(
  path.join(webDir, 'prerendered/route-chunks.json'),
  JSON.stringify([{ pattern: '/agent/:id', files: ['assets/agent-detail-1.js', 'assets/rating-2.js'] }]),
);

const visitorFrame = '<div id="root" data-signed-out="" data-shell=""><header>Sign In</header></div>';
const sessionFrame = '<div id="root" data-shell=""><header></header></div>';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let nobody: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
};
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApp({ webDir, config: { serveWeb: true } });
  seller = await signUp(t.app, { name: 'Sam Seller' });
  nobody = await signUp(t.app, { name: 'Nora Nobody' });
  const buyer = await signUp(t.app, { name: 'Bea Buyer' });
  const buyer2 = await signUp(t.app, { name: 'Ben Buyer' });
  await updateUserRow(t.db, seller.id, { firstName: 'Sam', lastName: 'Seller', sellerEnabled: true });
  ids.listed = (
    await insertListing(t.db, {
      userId: seller.id,
      title: 'Inbox </script><script>alert("x")</script> & Triage',
      description: `## Sorts "urgent" mail **first**\n\n<b>Then</b> [the rest](https://example.com). ${'Long text. '.repeat(40)}`,
      priceCents: 1250,
    })
  ).id;
  ids.paused = (await insertListing(t.db, { userId: seller.id, title: 'Paused one', active: false })).id;
  ids.removed = (await insertListing(t.db, { userId: seller.id, title: 'Removed one', removedAt: new Date() })).id;
  await addReview(t.db, ids.listed, buyer.id, 5);
  await addReview(t.db, ids.listed, buyer2.id, 4);
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('listing pages', () => {
  it('carry the title, description, canonical address and preview tags, escaped', async () => {
    const res = await t.app.inject({ url: `/agent/${ids.listed}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(
      '<title>Inbox &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Triage | Agentsy</title>',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<title>Default</title>');
    const url = `http://localhost:3000/agent/${ids.listed}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toContain('Inbox &lt;/script&gt;');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const description = metaContent(html, 'description')!;
    // Plain text: the description's markdown and HTML are taken out, its words kept.
    expect(description.startsWith('Sorts &quot;urgent&quot; mail first Then the rest. Long text.')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(metaContent(html, 'twitter:description')).toBe(description);
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('carry a 1200x630 preview picture drawn for the listing, at an address that changes with it', async () => {
    const html = (await t.app.inject({ url: `/agent/${ids.listed}` })).body;
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^http://localhost:3000/og/listings/${ids.listed}\\.png\\?v=[\\w-]{12}$`));
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe(
      'Inbox &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Triage, $12.50 on Agentsy',
    );
    // A new price is a new picture, so the old one may be cached for good.
    await t.db.execute(sql`update listings set price_cents = 1300 where id = ${ids.listed}`);
    const after = metaContent((await t.app.inject({ url: `/agent/${ids.listed}` })).body, 'og:image');
    await t.db.execute(sql`update listings set price_cents = 1250 where id = ${ids.listed}`);
    expect(after).not.toBe(image);
    // The address is the card's, cached for good.
    const res = await t.app.inject({ url: image.replace('http://localhost:3000', '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("show the listing's cover instead, once it has one", async () => {
    const cover = {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      alt: 'The triage board',
      width: 1280,
      height: 720,
      urls: [
        { width: 640, url: '/api/listing-images/c0ffee00-0000-4000-8000-000000000001/640.webp' },
        { width: 1280, url: '/api/listing-images/c0ffee00-0000-4000-8000-000000000001/1280.webp' },
      ],
    };
    await t.db.execute(sql`update listings set images = ${JSON.stringify([cover])}::jsonb where id = ${ids.listed}`);
    const html = (await t.app.inject({ url: `/agent/${ids.listed}` })).body;
    await t.db.execute(sql`update listings set images = '[]'::jsonb where id = ${ids.listed}`);
    expect(metaContent(html, 'og:image')).toBe(`http://localhost:3000${cover.urls[1]!.url}`);
    expect(metaContent(html, 'og:image:width')).toBe('1280');
    expect(metaContent(html, 'og:image:height')).toBe('720');
    expect(metaContent(html, 'og:image:alt')).toBe('The triage board');
  });

  it('come as the frame of the app, with the listing page code preloaded', async () => {
    const html = (await t.app.inject({ url: `/agent/${ids.listed}` })).body;
    expect(html).toContain(visitorFrame);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/agent-detail-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/rating-2.js">');
    const other = (await t.app.inject({ url: `/seller/${seller.id}` })).body;
    expect(other).not.toContain('agent-detail-1.js');
  });

  it('carry JSON-LD Product with its price and rating', async () => {
    const html = (await t.app.inject({ url: `/agent/${ids.listed}` })).body;
    const product = jsonLdOf(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Inbox </script><script>alert("x")</script> & Triage',
      url: `http://localhost:3000/agent/${ids.listed}`,
      offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    // The title's "</script>" cannot close the JSON-LD block early.
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(block).not.toMatch(/[<>]/);
  });

  it('show no rating in JSON-LD before the first review, and are not indexed while paused', async () => {
    const html = (await t.app.inject({ url: `/agent/${ids.paused}` })).body;
    expect(jsonLdOf(html).aggregateRating).toBeUndefined();
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/Discontinued');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('do not count a view when the page HTML is sent', async () => {
    await t.app.inject({ url: `/agent/${ids.paused}` });
    const detail = (await t.app.inject({ url: `/api/listings/${ids.paused}` })).json();
    expect(detail.viewCount).toBe(1);
  });

  it('answer 404 with the app and its Not Found title when removed or missing', async () => {
    for (const id of [ids.removed, randomUUID(), 'not-a-uuid', '%F0%9F%A4%96']) {
      const res = await t.app.inject({ url: `/agent/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain(visitorFrame);
      expect(res.body).toContain('<title>Agent Not Found | Agentsy</title>');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
      expect(jsonLdOf(res.body)).toBeUndefined();
    }
  });
});

describe('seller pages', () => {
  it('carry the seller name, what they sell and a canonical address', async () => {
    const res = await t.app.inject({ url: `/seller/${seller.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sam Seller | Agentsy</title>');
    expect(metaContent(res.body, 'description')).toBe('Sam Seller sells 1 AI agent on Agentsy.');
    expect(metaContent(res.body, 'og:type')).toBe('profile');
    expect(metaContent(res.body, 'og:image')).toMatch(/^http:\/\/localhost:3000\/og\/sellers\/[^/]+\.png\?v=/);
    expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/seller/${seller.id}" />`);
  });

  it('answer 404 when the seller does not exist', async () => {
    for (const id of ['no-such-user', 'x'.repeat(300)]) {
      const res = await t.app.inject({ url: `/seller/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Seller Not Found | Agentsy</title>');
    }
  });
});

describe('public pages', () => {
  it('are sent as rendered ahead to visitors, with their own head', async () => {
    const help = await t.app.inject({ url: '/help' });
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<h1>Help rendered ahead</h1>');
    expect(help.body).toContain('<title>Help Center | Agentsy</title>');
    expect(help.body).toContain('<link rel="canonical" href="http://localhost:3000/help" />');
    expect((await t.app.inject({ url: '/' })).body).toContain('<h1>Landing rendered ahead</h1>');
    expect((await t.app.inject({ url: '/guide/buyers' })).body).toContain('<h1>Guide rendered ahead</h1>');
    expect(help.headers.vary).toContain('Cookie');
    // No session cookie: the page says so, and the app does not ask the API who is signed in.
    expect(help.body).toContain('<div id="root" data-signed-out=""><h1>Help rendered ahead</h1>');
  });

  it('are sent compressed', async () => {
    const res = await t.app.inject({ url: '/help', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('are the app shell for a signed-in user, so their home never starts as the landing page', async () => {
    const home = await t.app.inject({ url: '/', headers: asUser(seller) });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(sessionFrame);
    expect((await t.app.inject({ url: '/help', headers: asUser(seller) })).body).toContain(sessionFrame);
    expect(home.body).toContain('<title>Agentsy — the Etsy for AI agents</title>');
  });

  it('know the session cookie by its https name too', async () => {
    // Over https the cookie is __Host-agentsy.session_token (modules/auth/auth.ts).
    const home = await t.app.inject({ url: '/', headers: { cookie: '__Host-agentsy.session_token=anything' } });
    expect(home.body).toContain(sessionFrame);
  });

  it('signed-in screens and unknown paths get the app, not indexed; unknown ones with a 404', async () => {
    for (const [url, status] of [
      ['/orders', 200],
      ['/refunds/', 200],
      ['/no/such/page', 404],
      ['/orderz', 404],
      ['/agent', 404],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain(visitorFrame);
      expect(metaContent(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('unknown API paths stay JSON 404s, for every method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-call' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('the raw build files are not served on their own', async () => {
    expect((await t.app.inject({ url: '/prerendered/help.html' })).body).not.toContain('Help rendered ahead');
    expect((await t.app.inject({ url: '/index.html' })).body).not.toContain('<title>Default</title>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points at the sitemap and keeps signed-in screens out', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/orders$/m);
    expect(res.body).not.toMatch(/^Disallow: \/api/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });

  it('sitemap.xml is an index of files that list the public pages, listed listings and sellers with something on sale', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body.trim().endsWith('</sitemapindex>')).toBe(true);
    const files = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/agents-1.xml',
      'http://localhost:3000/sitemaps/sellers-1.xml',
    ]);
    const bodies = await Promise.all(files.map(async (f) => (await t.app.inject({ url: new URL(f).pathname })).body));
    const locs = bodies.flatMap((body) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/',
        'http://localhost:3000/marketplace',
        'http://localhost:3000/help',
        `http://localhost:3000/agent/${ids.listed}`,
        `http://localhost:3000/seller/${seller.id}`,
      ]),
    );
    expect(locs).not.toContain(`http://localhost:3000/agent/${ids.paused}`);
    expect(locs).not.toContain(`http://localhost:3000/agent/${ids.removed}`);
    expect(locs).not.toContain(`http://localhost:3000/seller/${nobody.id}`);
    expect(bodies[1]).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    for (const body of bodies) expect(body.trim().endsWith('</urlset>')).toBe(true);
  });
});
