// Bundles the server into dist/main.mjs for `npm start`: loading one pre-compiled file skips
// compiling TypeScript at every start (about a second on this machine). npm packages stay
// external; the workspace's own TypeScript packages are bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
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
