#!/usr/bin/env node
/**
 * Budget for the first load of the pages a visitor lands on: the entry chunk, the app it loads,
 * the route's own chunk and everything they import statically, gzipped, must stay under the
 * route's budget. Reads the Vite manifest of a finished build (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 170 KB until part 3 put versions and the real count on the marketplace (decision 052).
const budgetBytes = 172 * 1024;
// A listing and its seller arrive from search and shared links; one stray import of the contracts'
// index put zod and every schema (110 KB) on the listing page once (decision 082).
const landingBudgetBytes = 185 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const routes = {
  '/': ['src/app/routes/home.tsx', budgetBytes],
  '/marketplace': ['src/app/routes/marketplace.tsx', budgetBytes],
  '/agent/:id': ['src/app/routes/agent-detail.tsx', landingBudgetBytes],
  '/seller/:id': ['src/app/routes/seller-profile.tsx', landingBudgetBytes],
};

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No build manifest in ${dist}: run "npm run build" first (${error.message}).`);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

/** A chunk and its static imports, transitively; dynamic imports load later and are not counted. */
const staticClosure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Unknown chunk in manifest: ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
};

const gzipSizeOf = (key) => gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let isOverBudget = false;
// main.tsx imports the app itself dynamically (after the first paint on pages rendered ahead,
// decision 040), but every page needs it: it counts as first load.
const appKey = 'src/start-app.tsx';
if (!manifest[appKey]) {
  console.error(`${appKey} is not a chunk of the build.`);
  process.exit(1);
}
const firstLoad = staticClosure(appKey, staticClosure(entryKey));
const entryBytes = [...firstLoad].reduce((sum, key) => sum + gzipSizeOf(key), 0);
console.log(`entry (${entryKey} + ${appKey} + static imports): ${kb(entryBytes)} gzip`);

for (const [route, [source, budget]] of Object.entries(routes)) {
  if (!manifest[source]) {
    console.error(`${route}: ${source} is not a chunk of its own; is the route lazy?`);
    isOverBudget = true;
    continue;
  }
  const chunks = staticClosure(source, new Set(firstLoad));
  const total = [...chunks].reduce((sum, key) => sum + gzipSizeOf(key), 0);
  const verdict = total > budget ? 'OVER BUDGET' : 'ok';
  console.log(`${route}: ${kb(total)} gzip initial JS (${chunks.size} chunks), budget ${kb(budget)}: ${verdict}`);
  if (total > budget) isOverBudget = true;
}

process.exit(isOverBudget ? 1 : 0);
