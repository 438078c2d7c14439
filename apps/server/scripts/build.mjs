// Bundles the server into dist/main.mjs for `npm start`, and the entries of the PGlite thread
// and the scanning threads into dist/pglite-worker.mjs and dist/scan-worker.mjs beside it:
// loading pre-compiled files skips compiling TypeScript at every start (about a second on this
// machine). npm packages stay external; the workspace's
// own TypeScript packages are bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite-thread/pglite-worker.mjs',
    'scan-worker': 'src/modules/scanning/engine/scan-worker.ts',
  },
  outdir: 'dist',
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
