import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { forgetRequestsSent, server } from './api-server';

// Responses are checked against the contracts, which the API client imports lazily; loading them
// once here keeps that first import from landing inside a test's wait timeout.
await Promise.all([import('@agentsy/contracts'), import('zod')]);

// 'error' makes the app's fetch reject; the list below also fails a test whose screen swallowed
// that rejection, so a forgotten handler never passes unnoticed.
const unansweredRequests: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unansweredRequests.push(`${request.method} ${new URL(request.url).pathname}`);
});
// Listening now rather than in beforeAll: a test file that stubs fetch itself at import time
// (the API client's own tests) then replaces the interceptor instead of being wrapped by it.
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  localStorage.clear();
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
