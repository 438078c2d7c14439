import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, updateUserRow } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';
import { firstReadsOf, readInitialResponses } from './initial-responses';

const template = (body: string, rootAttributes = '') =>
  `<!doctype html><html><head><!--page-head--><title>Default</title><!--/page-head--></head><body><div id="root"${rootAttributes}>${body}</div></body></html>`;

const webDir = mkdtempSync(path.join(tmpdir(), 'agentsy-web-'));
mkdirSync(path.join(webDir, 'prerendered'), { recursive: true });
writeFileSync(path.join(webDir, 'index.html'), template(''));
writeFileSync(path.join(webDir, 'prerendered/index.html'), template('<h1>Landing rendered ahead</h1>'));
writeFileSync(path.join(webDir, 'prerendered/_shell.html'), template('<header>Sign In</header>', ' data-shell=""'));
writeFileSync(path.join(webDir, 'prerendered/_shell-session.html'), template('<header></header>', ' data-shell=""'));
writeFileSync(
  path.join(webDir, 'prerendered/route-chunks.json'),
  JSON.stringify([{ pattern: '/agent/:id', files: ['assets/agent-detail.js'] }]),
);
// A stand-in for the build's renderer (apps/web/src/server-render.tsx): it shows what it was given,
// and fails on the marketplace, as a render that throws would.
mkdirSync(path.join(webDir, 'ssr'));
writeFileSync(path.join(webDir, 'ssr/package.json'), '{"type":"module"}');
writeFileSync(
  path.join(webDir, 'ssr/server-render.js'),
  `export const renderPageWithAnswers = async (path, answers) => {
    if (path === '/marketplace') throw new Error('render failed');
    return '<main>Rendered ' + path + ' from ' + Object.keys(answers).join(' ') + '</main>';
  };`,
);

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;

/** A browser's navigation to a page, as Lighthouse and the e2e journeys make it. */
const navigate = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'sec-fetch-mode': 'navigate', ...headers } });

const initialResponsesOf = (html: string) => {
  const match = /<script type="application\/json" id="initial-responses">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

beforeAll(async () => {
  t = await createTestApp({ webDir, config: { serveWeb: true } });
  seller = await signUp(t.app, { name: 'Sam Seller' });
  await updateUserRow(t.db, seller.id, { firstName: 'Sam', lastName: 'Seller', sellerEnabled: true });
  listingId = (
    await insertListing(t.db, { userId: seller.id, title: 'Inbox </script><script>alert("x")</script> Triage' })
  ).id;
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe("a visitor's page carries the answers of its first API reads", () => {
  it('on a listing page, the listing and its versions as the API answers them, unable to close its element', async () => {
    const html = (await navigate(`/agent/${listingId}`)).body;
    expect(html).not.toContain('<script>alert');
    const answers = initialResponsesOf(html)!;
    expect(Object.keys(answers)).toEqual([`/api/listings/${listingId}`, `/api/listings/${listingId}/versions`]);
    expect(answers[`/api/listings/${listingId}/versions`]).toMatchObject([{ version: '1.0.0', changelog: '' }]);
    const listing = answers[`/api/listings/${listingId}`] as { id: string; title: string };
    expect(listing.id).toBe(listingId);
    expect(listing.title).toBe('Inbox </script><script>alert("x")</script> Triage');
  });

  it('on a seller page, the profile, agents, reviews and reply time', async () => {
    const answers = initialResponsesOf((await navigate(`/seller/${seller.id}`)).body)!;
    expect(Object.keys(answers)).toEqual(firstReadsOf(`/seller/${seller.id}`, ''));
    expect(answers[`/api/listings?sellerId=${seller.id}&sortBy=newest&limit=100`]).toHaveLength(1);
  });

  it('on the marketplace, its first page and the count; with filters in the address, nothing', async () => {
    const answers = initialResponsesOf((await navigate('/marketplace')).body)!;
    expect(answers['/api/listings?limit=20&offset=0']).toHaveLength(1);
    expect(answers['/api/listings/count']).toEqual({ total: 1, isAtLeast: false });
    expect(initialResponsesOf((await navigate('/marketplace?category=research')).body)).toBeUndefined();
  });

  it('the page is rendered from them, and loads the app after its first paint (no route preloads)', async () => {
    const html = (await navigate(`/agent/${listingId}`)).body;
    expect(html).toContain(
      `<div id="root" data-signed-out=""><main>Rendered /agent/${listingId} from /api/listings/${listingId} /api/listings/${listingId}/versions</main>`,
    );
    expect(html).not.toContain('data-shell');
    expect(html).not.toContain('modulepreload');
  });

  it('a render that fails, or a read that does not answer, leaves the page to the app', async () => {
    const marketplace = (await navigate('/marketplace')).body;
    expect(marketplace).toContain('data-shell=""><header>Sign In</header>');
    expect(initialResponsesOf(marketplace)).toBeDefined();
    // A page is rendered only from all of its reads: one that did not answer 200 JSON leaves it out.
    const json = { status: 200, contentType: 'application/json; charset=utf-8', body: '{"a":1}' };
    const read = await readInitialResponses(['/api/one', '/api/two'], async (url) =>
      url === '/api/one' ? json : { ...json, status: 404 },
    );
    expect(read).toMatchObject({ answers: { '/api/one': { a: 1 } }, complete: false });
  });

  it("keeps $-patterns in users' text as written", async () => {
    const title = "Dollar $' and $& and $$ Agent";
    const id = (await insertListing(t.db, { userId: seller.id, title })).id;
    const html = (await navigate(`/agent/${id}`)).body;
    expect((initialResponsesOf(html)![`/api/listings/${id}`] as { title: string }).title).toBe(title);
  });

  it('not for a signed-in user, a missing page, a page rendered ahead or a request that is not a navigation', async () => {
    expect(initialResponsesOf((await navigate(`/agent/${listingId}`, asUser(seller))).body)).toBeUndefined();
    const missing = await navigate('/agent/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(initialResponsesOf(missing.body)).toBeUndefined();
    expect(initialResponsesOf((await navigate('/')).body)).toBeUndefined();
    expect(initialResponsesOf((await t.app.inject({ url: `/agent/${listingId}` })).body)).toBeUndefined();
  });
});
