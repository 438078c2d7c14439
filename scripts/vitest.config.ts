import { defineConfig } from 'vitest/config';

// Checks of the repository itself (docs against the code), no app or database involved.
export default defineConfig({ test: { name: 'scripts', include: ['docs/**/*.test.ts'] } });
