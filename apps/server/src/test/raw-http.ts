import { once } from 'node:events';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP/1.1 over a socket driven by hand, for what `app.inject` cannot do: a body that stops half
 * way, trickles in, or is followed by another request on the same connection.
 */
export type RawConnection = {
  write: (data: string | Buffer) => void;
  /** Ends our side (FIN): the body is over, whatever its Content-Length said. */
  end: () => void;
  destroy: () => void;
  /** Everything the server sent so far. */
  text: () => string;
  /** The status of each response head received so far, in order. */
  statuses: () => number[];
  isClosed: () => boolean;
  /** Resolves true as soon as `done()` holds, false after `timeoutMs`. */
  waitFor: (done: () => boolean, timeoutMs: number) => Promise<boolean>;
};

export const listenForTests = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
};

export const connectRaw = async (port: number): Promise<RawConnection> => {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  let closed = false;
  const wake = new Set<() => void>();
  const notify = () => {
    for (const w of wake) w();
  };
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    notify();
  });
  socket.on('close', () => {
    closed = true;
    notify();
  });
  // A reset after the server closed is an ending like any other here.
  socket.on('error', () => {});
  const text = () => Buffer.concat(chunks).toString('latin1');
  return {
    write: (data) => {
      if (!socket.destroyed && socket.writable) socket.write(data);
    },
    end: () => socket.end(),
    destroy: () => socket.destroy(),
    text,
    statuses: () => [...text().matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])),
    isClosed: () => closed,
    waitFor: (done, timeoutMs) =>
      new Promise((resolve) => {
        if (done()) return resolve(true);
        const check = () => {
          if (!done()) return;
          finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        function finish(result: boolean) {
          clearTimeout(timer);
          wake.delete(check);
          resolve(result);
        }
        wake.add(check);
      }),
  };
};

/** A request head, with the headers given (Host added). */
export const requestHead = (method: string, url: string, headers: Record<string, string | number>) =>
  `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
