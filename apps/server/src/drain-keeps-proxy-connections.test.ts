import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process';

/**
 * After SIGTERM the server keeps listening for SHUTDOWN_DRAIN_MS while nginx moves its traffic to
 * the other processes. A connection nginx keeps alive to this process may get a request at any
 * moment of that window; if the server closed it as idle meanwhile, a POST written into it was
 * lost and nginx answered 502 (seen in tests/cluster/rolling-restart.test.ts).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-drain-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A kept-alive connection driven by hand, as a proxy's upstream connection is. */
const keptAliveConnection = async (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {});
  /** The response head to GET `url` on this connection, or undefined if the server closed it. */
  const get = async (url: string) => {
    received = '';
    if (!closed) socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    while (!closed && !received.includes('\r\n\r\n')) await Promise.race([once(socket, 'data'), once(socket, 'close')]);
    return received.includes('\r\n\r\n') ? received.slice(0, received.indexOf('\r\n\r\n')) : undefined;
  };
  return { get, destroy: () => socket.destroy() };
};

it('while draining, a kept-alive connection stays usable and its next answer says Connection: close', {
  timeout: 240_000,
}, async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '4000' });
  const port = Number(new URL(server.url).port);
  const proxied = await keptAliveConnection(port);
  expect(await proxied.get('/healthz')).toMatch(/^HTTP\/1\.1 200/);

  server.child.kill('SIGTERM');
  // Other requests come and go on other connections meanwhile; the first 503 from /readyz shows
  // the drain has begun, and each answer ending is when idle connections used to be closed.
  await expect
    .poll(async () => (await fetch(`${server!.url}/readyz`).catch(() => undefined))?.status, { timeout: 3_000 })
    .toBe(503);

  const head = await proxied.get('/healthz');
  expect(head, 'the server closed the kept-alive connection during the drain').toBeDefined();
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  expect(head).toMatch(/\r\nconnection: close\r\n/i);
  proxied.destroy();
});
