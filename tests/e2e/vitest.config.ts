import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One server and one browser for the stage (support/global-setup.ts); files run one after
    // another on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
