/**
 * Import boundaries (docs/architecture.md#layers-and-imports). Checked by `npm run lint:imports`,
 * which `npm test` runs with the type check. no-cycles sees files only; scripts/lint-imports.mjs
 * adds no-module-cycles, the same rule between the folders of apps/server/src/modules.
 */
const tests = '(\\.test\\.tsx?$|/test/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A cycle makes load order matter and hides which side owns the code. Table definitions may refer to each other: Drizzle resolves foreign keys lazily.',
      severity: 'error',
      from: { pathNot: '^apps/server/src/db/schema/' },
      to: { circular: true },
    },
    {
      name: 'web-features-stand-alone',
      comment: 'A web feature never imports another feature; shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment: 'components/ and lib/ serve every feature, so they import neither features nor the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'modules-meet-at-services',
      comment: "Another module's tables are reached through its service, never through its repo.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: tests },
      to: { path: '^apps/server/src/modules/[^/]+/.+\\.repo\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'repos-belong-to-their-module',
      comment: 'Jobs, plugins and command-line tools use a module through its service as well.',
      severity: 'error',
      from: { path: '^apps/server/src/(jobs|plugins|payments|storage|lib|cli)/', pathNot: tests },
      to: { path: '^apps/server/src/modules/[^/]+/.+\\.repo\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.imports.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(node_modules|dist|dist-ssr)' },
  },
};
