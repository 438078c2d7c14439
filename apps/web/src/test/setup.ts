import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Responses are checked against the contracts, which the API client imports lazily; loading them
// once here keeps that first import from landing inside a test's wait timeout.
await Promise.all([import('@agentsy/contracts'), import('zod')]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no ResizeObserver; radix measures a Switch or Checkbox with one when it sits in a form.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
