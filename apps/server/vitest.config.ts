import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One migrated database per run, copied by every test file instead of migrating its own.
    globalSetup: ['src/test/migrated-template.global-setup.ts'],
    // Each file opens its own database (PGlite: ~0.5 GB, seconds to create); two at once suits 2 cores.
    maxWorkers: 2,
    isolate: false,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
