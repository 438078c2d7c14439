/**
 * What rendering a visitor's page on the server costs (decision 043): the built server on a
 * scratch data folder with the demo catalogue, 10 connections, each page asked for as a browser
 * navigation (rendered from its first reads), as a plain request (the frame, nothing read or
 * rendered) and as the API read the page is made from, in alternating rounds.
 *   npm run build && npx tsx bench/page-render.ts [rounds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../scripts/built-server';
import { load } from './load';

const ROUNDS = Number(process.argv[2] ?? 2);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-page-render-'));
const server = await startBuiltServer({ dataDir });
const origin = server.url;
try {
  const [listing] = (await (await fetch(`${origin}/api/listings?limit=1&sortBy=popular`)).json()) as {
    id: string;
    userId: string;
  }[];
  if (!listing) throw new Error('the demo data has no listing');
  const pages = [
    { page: `/agent/${listing.id}`, api: `/api/listings/${listing.id}` },
    { page: `/seller/${listing.userId}`, api: `/api/users/${listing.userId}` },
    { page: '/marketplace', api: '/api/listings?limit=20&offset=0' },
  ];
  const navigate = { 'sec-fetch-mode': 'navigate' };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const { page, api } of pages) {
      for (const [label, path, headers] of [
        ['rendered', page, navigate],
        ['frame', page, {}],
        ['api read', api, {}],
      ] as const) {
        await load({ origin, paths: [path], headers, connections: 10, durationS: 1 }); // warm-up
        const r = await load({ origin, paths: [path], headers, connections: 10, durationS: DURATION_S });
        console.log(JSON.stringify({ round, page, label, ...r }));
      }
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
