// The server's Content-Security-Policy allows scripts from our own origin only, and one inline
// script, the theme's, by the hash of its exact text (no 'unsafe-inline':
// apps/server/src/plugins/security-policy.ts). Any other inline script or event handler in the
// built HTML would be blocked in every browser, so the build stops here instead.
// Run with `node --import tsx` for the contracts' TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themeBootScript } from '../../../packages/contracts/src/theme-boot.ts';

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

/** The theme's script, as the server's policy allows it: these exact bytes and nothing else. */
const themeScript = `<script>${themeBootScript}</script>`;

const problems = htmlFiles.flatMap((file) => {
  const html = readFileSync(file, 'utf8').replace(themeScript, '');
  const found = [...(html.match(inlineScript) ?? []), ...(html.match(handlerAttribute) ?? [])];
  return found.map((tag) => `${path.relative(dist, file)}: ${tag.slice(0, 80)}`);
});
if (problems.length) {
  console.error(`Inline scripts would be blocked by the Content-Security-Policy:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`No inline scripts but the theme's in ${htmlFiles.length} HTML files.`);
