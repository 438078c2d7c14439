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
  },
});
