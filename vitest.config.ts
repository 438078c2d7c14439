import { defineConfig } from 'vitest/config';

// The browser journeys (tests/e2e) run on their own after a build; see scripts/test.sh.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/markdown/vitest.config.ts',
      'packages/cli/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
