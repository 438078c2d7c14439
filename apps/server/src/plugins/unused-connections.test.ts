import { once } from 'node:events';
import net from 'node:net';
import { expect, it } from 'vitest';
import { listenOnFreePort } from '../test/event-stream';
import { createTestApp } from '../test/test-app';

/**
 * HTTP clients open spare connections ahead of requests (undici does after an answer that says
 * `Connection: close`, as event streams do). One that never sends a byte used to hold
 * app.close() open for good: Node counts it as busy, and its timeout checks stop at close.
 */
it('closing the app closes a connection that never sent a byte, and does not wait for it', async () => {
  const t = await createTestApp();
  const base = new URL(await listenOnFreePort(t.app));
  const spare = net.connect(Number(base.port), base.hostname);
  spare.on('error', () => {});
  await once(spare, 'connect');
  const spareClosed = once(spare, 'close');

  await t.close();
  await spareClosed;
  expect(spare.bytesRead).toBe(0);
});
