/**
 * What signing adds to publishing a version: the same publish transaction (insert the version,
 * then, for the signed runs, build and sign its manifest and store it) with and without
 * signPublishedVersion, BENCH_RUNS times each (default 300) after 30 warm-up runs, alternating.
 * The manifest names 20 members, as a zip of that many files does. Prints p50 and p95 in ms.
 *   npx tsx bench/signing.ts     # a new PGlite in a temp folder, or DATABASE_URL
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { listings, users } from '../apps/server/src/db/schema';
import { canonicalJson, signPublishedVersion } from '../apps/server/src/modules/releases/manifest';
import { activeSigner, configureReleaseSigning } from '../apps/server/src/modules/releases/signing-keys';
import { insertVersion } from '../apps/server/src/modules/releases/versions.repo';

const runs = Number(process.env.BENCH_RUNS ?? 300);
const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-bench-signing-'));
const { db, kind, close } = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, 2)
  : await openPglite(path.join(dir, 'pglite'));
configureReleaseSigning({ sessionSecret: randomBytes(32).toString('hex') });

const [user] = await db
  .insert(users)
  .values({ id: randomUUID(), name: 'Bench Seller', email: `bench-${randomUUID()}@bench.test` })
  .returning();
const [listing] = await db
  .insert(listings)
  .values({
    userId: user!.id,
    title: 'Signing bench',
    description: 'A listing for the signing bench',
    platform: 'chatgpt',
    priceCents: 0,
    fileKey: 'bench/agent.zip',
    fileName: 'agent.zip',
    fileSize: 1000,
    fileMime: 'application/zip',
  })
  .returning();
const hex = () => randomBytes(32).toString('hex');
const files = Array.from({ length: 20 }, (_, i) => ({ path: `src/file-${i}.md`, size: 1000 + i, sha256: hex() }));

let n = 0;
const publishOnce = async (sign: boolean) => {
  n += 1;
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    const row = await insertVersion(tx, {
      listingId: listing!.id,
      version: `1.0.${n}`,
      fileKey: 'bench/agent.zip',
      fileName: 'agent.zip',
      fileSize: 1000,
      fileMime: 'application/zip',
      sha256: hex(),
      files,
      status: 'clean',
      publishedAt: new Date(),
    });
    if (sign) await signPublishedVersion(tx, row);
  });
  return performance.now() - t0;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const times = { plain: [] as number[], signed: [] as number[] };
for (let i = 0; i < 30; i++) await publishOnce(i % 2 === 0);
for (let i = 0; i < runs; i++) {
  times.plain.push(await publishOnce(false));
  times.signed.push(await publishOnce(true));
}
const f = (x: number) => x.toFixed(2);
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const plain = stats(times.plain);
const signed = stats(times.signed);
console.log(`${kind} publish transaction, ${runs} runs each:`);
console.log(`  without signing: p50 ${f(plain.p50)} ms, p95 ${f(plain.p95)} ms`);
console.log(`  with signing:    p50 ${f(signed.p50)} ms, p95 ${f(signed.p95)} ms`);
console.log(`  signing adds:    p50 ${f(signed.p50 - plain.p50)} ms, p95 ${f(signed.p95 - plain.p95)} ms`);
// The part that is not the database: the canonical text and the Ed25519 signature.
const signer = await activeSigner(db);
const manifest = {
  files,
  listingId: listing!.id,
  publishedAt: new Date().toISOString(),
  sellerId: user!.id,
  sha256: hex(),
  version: '1.0.0',
};
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  signer.sign(canonicalJson(manifest));
  cpu.push(performance.now() - t0);
}
const crypto = stats(cpu);
console.log(`  canonical JSON + Ed25519 alone: p50 ${f(crypto.p50)} ms, p95 ${f(crypto.p95)} ms`);
await close();
rmSync(dir, { recursive: true, force: true });
