// One file with every dependency inside, so the published package installs with nothing else
// (docs/decisions: the agentsy command is bundled).
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/agentsy.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'inline',
  // cli-progress is CommonJS and requires Node's own modules.
  banner: {
    js: "import { createRequire as agentsyRequire } from 'node:module';\nconst require = agentsyRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
