import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { forgetRequestsSent, server } from './api-server';

// Responses are checked against the contracts, which the API client imports lazily; loading them
// once here keeps that first import from landing inside a test's wait timeout.
await Promise.all([import('@agentsy/contracts'), import('zod')]);

// 'error' makes the app's fetch reject; the list below also fails a test whose screen swallowed
// that rejection, so a forgotten handler never passes unnoticed.
// This file runs before every test file, but the files of a worker share their modules
// (vitest.config.ts), so the server listens, and the list is kept, once per worker. Listening
// now rather than in beforeAll: the API client's own tests, the one file that stubs fetch itself
// (at import time), then replace the interceptor instead of being wrapped by it.
const worker = globalThis as { unansweredRequests?: string[] };
if (!worker.unansweredRequests) {
  const unanswered: string[] = [];
  worker.unansweredRequests = unanswered;
  server.events.on('request:unhandled', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.listen({ onUnhandledRequest: 'error' });
}
const unansweredRequests = worker.unansweredRequests;
// The API client's fetch stub ends with its file, so the next file in the worker meets the API server.
afterAll(() => vi.unstubAllGlobals());

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Toasts live in a module the files of a worker share; one left over shows in the next file's screen.
  resetToasts();
  server.resetHandlers();
  forgetRequestsSent();
  const unanswered = unansweredRequests.splice(0);
  if (unanswered.length > 0) throw new Error(`No handler answered: ${unanswered.join(', ')}`);
});

// jsdom has no ResizeObserver; radix measures a Switch or Checkbox with one when it sits in a form.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
