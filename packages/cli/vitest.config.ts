import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    // The commands run against the real app on a loopback port, on the server suites' database.
    globalSetup: ['../../apps/server/src/test/migrated-template.global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
