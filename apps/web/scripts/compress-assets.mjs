#!/usr/bin/env node
/**
 * Writes a brotli and a gzip copy next to every text asset of the build, once, at the highest
 * levels; the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing the same bytes on every request at a faster, weaker level.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;

let count = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const full = path.join(dist, file);
  if (
    !compressible.test(file) ||
    file.startsWith('.vite') ||
    file.startsWith(`ssr${path.sep}`) ||
    statSync(full).size < 1024
  )
    continue;
  const source = readFileSync(full);
  writeFileSync(`${full}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets (.br, .gz)`);
