import { inject } from 'vitest';

/**
 * `GET /api/events` held open as a browser's EventSource would, through nginx (or straight at one
 * app process, given its address): which process holds it, and everything it has received so far.
 */
export const holdEventStream = async (cookie: string, baseUrl = inject('clusterUrl')) => {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let received = '';
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        received += decoder.decode(chunk, { stream: true });
      }
      ended = true;
    } catch {
      // closed by close(), or cut
    }
  })();
  return {
    status: res.status,
    upstream: res.headers.get('x-agentsy-upstream') ?? '',
    received: () => received,
    /** The server ended the stream (a process shutting down does, with a retry hint). */
    ended: () => ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
};
