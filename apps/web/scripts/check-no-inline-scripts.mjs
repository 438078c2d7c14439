// The server's Content-Security-Policy allows scripts from our own origin only (no 'unsafe-inline',
// no hashes: apps/server/src/plugins/security-policy.ts). An inline script or event handler in
// the built HTML would be blocked in every browser, so the build stops here instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const htmlFiles = [
  path.join(dist, 'index.html'),
  ...readdirSync(path.join(dist, 'prerendered'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dist, 'prerendered', f)),
];

/** A <script> that runs without a src: classic or module, not a data block such as JSON-LD. */
const inlineScript = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/gi;
/** onclick=, onload=... inside a tag. */
const handlerAttribute = /<[a-z][^>]*\son[a-z]+\s*=/gi;

const problems = htmlFiles.flatMap((file) => {
  const html = readFileSync(file, 'utf8');
  const found = [...(html.match(inlineScript) ?? []), ...(html.match(handlerAttribute) ?? [])];
  return found.map((tag) => `${path.relative(dist, file)}: ${tag.slice(0, 80)}`);
});
if (problems.length) {
  console.error(`Inline scripts would be blocked by the Content-Security-Policy:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`No inline scripts in ${htmlFiles.length} HTML files.`);
