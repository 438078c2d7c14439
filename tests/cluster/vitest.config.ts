import { defineConfig } from 'vitest/config';

// The cluster stage of npm test (scripts/test.sh): one cluster for all files, started by the
// same code as `npm run cluster`; files run one after another on a 2-core machine.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
