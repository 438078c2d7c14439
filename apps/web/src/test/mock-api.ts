import { vi } from 'vitest';

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch with answers keyed by "METHOD /path" (query string ignored). An unlisted call
 * fails the test loudly instead of hanging. Returns the mock to inspect the calls made.
 */
export const mockApi = (routes: Record<string, Handler | Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected call: ${key}`);
    if (route instanceof Response) return route.clone();
    return route(init?.body ? JSON.parse(String(init.body)) : undefined, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The JSON bodies sent to "METHOD /path". */
export const bodiesSent = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

export const apiError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ message, code: 'X', requestId: 'r', ...extra }, { status });
