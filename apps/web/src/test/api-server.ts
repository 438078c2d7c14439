import type { ApiErrorBody } from '@agentsy/contracts';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

type SentRequest = { key: string; keyWithQuery: string; body: Promise<unknown> };

const createApiServer = () => {
  const server = setupServer();
  const sent: SentRequest[] = [];
  // Recorded as they leave the app, before any handler reads the body, so a test can check what
  // was sent even when the answer was an error.
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const isJson = request.headers.get('content-type')?.includes('application/json') ?? false;
    const body = isJson ? request.clone().json() : Promise.resolve(undefined);
    sent.push({ key, keyWithQuery: `${key}${url.search}`, body });
  });
  return { server, sent };
};

// Kept on the worker's global: a test file that calls vi.resetModules() makes the next file in
// its worker load this module afresh, and that file's handlers must still reach the one server
// that listens (test/setup.ts).
const worker = globalThis as { apiServer?: ReturnType<typeof createApiServer> };
worker.apiServer ??= createApiServer();
const { sent } = worker.apiServer;
/**
 * The API every web test talks to. It starts with no handlers: each test says with
 * `server.use(http.get(...))` which answers its screen gets, and a request nobody answers fails
 * the test (test/setup.ts), so a screen that calls more than the test expects is caught.
 */
export const server = worker.apiServer.server;

export const forgetRequestsSent = () => {
  sent.length = 0;
};

/** The requests made so far as "METHOD /path?query"; with a "METHOD /path" key, only those. */
export const requestsSent = (key?: string) =>
  sent.filter((request) => !key || request.key === key).map((request) => request.keyWithQuery);

/** The JSON bodies sent to "METHOD /path" (query ignored), in order. */
export const bodiesSent = (key: string) =>
  Promise.all(sent.filter((request) => request.key === key).map((request) => request.body));

/** The error body the server's one error handler sends. */
export const apiError = (status: number, message: string, extra: Partial<ApiErrorBody> = {}) =>
  HttpResponse.json({ message, code: 'X', requestId: 'r', ...extra }, { status });
