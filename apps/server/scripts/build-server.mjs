// The server bundle: dist/main.mjs for `npm start`, and the entries of the PGlite thread and the
// scanning threads beside it (dist/pglite-worker.mjs, dist/scan-worker.mjs). Loading
// pre-compiled files skips compiling TypeScript at every start (about a second on this machine).
// npm packages stay external; the workspace's own TypeScript packages are bundled in. The
// scanning rules (.yar) are data read at run time: they are copied to dist/scan-rules/.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const serverEntryPoints = {
  main: 'src/main.ts',
  'pglite-worker': 'src/db/pglite-thread/pglite-worker.mjs',
  'scan-worker': 'src/modules/scanning/engine/scan-worker.ts',
};

/**
 * Builds `entryPoints` (paths relative to apps/server) into `outdir`, with the scanning rules.
 * @param {string} outdir
 * @param {Record<string, string>} [entryPoints]
 */
export const buildServer = async (outdir, entryPoints = serverEntryPoints) => {
  await build({
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([k, v]) => [k, path.join(serverRoot, v)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@agentsy/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(serverRoot, 'src/modules/scanning/rules'), path.join(outdir, 'scan-rules'), {
    recursive: true,
    filter: (source) => !path.extname(source) || source.endsWith('.yar'),
  });
};
