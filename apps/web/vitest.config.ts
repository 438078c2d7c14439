import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Screens render in jsdom on a 2-core machine that also runs the server suites; a busy moment
    // must not fail a test whose assertions already wait for what they need.
    testTimeout: 15_000,
    // Files share their worker's module cache (as the server's do, docs/decisions/041): setting up
    // jsdom and importing React, Radix and the contracts afresh for each file was most of the run.
    isolate: false,
  },
});
