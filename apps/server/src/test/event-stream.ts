import type { FastifyInstance } from 'fastify';

export type StreamedEvent = { id: number; data: unknown };

/** The address of a test app, listening on a free port (streams need a real socket). */
export const listenOnFreePort = async (app: FastifyInstance) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
};

/**
 * Opens `GET /api/events` as a browser's EventSource would and collects its events. `waitFor`
 * resolves once the collected events satisfy the check (or fails after `timeoutMs`; generous, as test machines run loaded).
 */
export const openEventStream = async (baseUrl: string, cookie: string, lastEventId?: number) => {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamedEvent[] = [];
  let comments = 0;
  let ended = false;
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const check of [...waiting]) check();
  };

  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            if (lines.every((l) => l.startsWith(':'))) comments += 1;
            const id = lines.find((l) => l.startsWith('id: '));
            const data = lines.find((l) => l.startsWith('data: '));
            if (id && data) events.push({ id: Number(id.slice(4)), data: JSON.parse(data.slice(6)) });
            end = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      wake();
    })();
  }

  const waitFor = (check: (events: StreamedEvent[]) => boolean, timeoutMs = 15_000) =>
    new Promise<StreamedEvent[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(test);
        reject(new Error(`timed out; events so far: ${JSON.stringify(events)}`));
      }, timeoutMs);
      const test = () => {
        if (!check(events)) return;
        clearTimeout(timer);
        waiting.delete(test);
        resolve(events);
      };
      waiting.add(test);
      test();
    });

  const untilEnded = (timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('stream still open')), timeoutMs);
      const test = () => {
        if (!ended) return;
        clearTimeout(timer);
        waiting.delete(test);
        resolve();
      };
      waiting.add(test);
      test();
    });

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    connection: res.headers.get('connection'),
    events,
    heartbeats: () => comments,
    waitFor,
    untilEnded,
    close: () => controller.abort(),
  };
};
