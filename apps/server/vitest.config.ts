import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own PGlite (~0.5 GB, seconds to create); two at once fits these machines.
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
