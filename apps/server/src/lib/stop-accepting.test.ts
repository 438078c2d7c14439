import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, expect, it } from 'vitest';
import { stopAccepting } from './stop-accepting';

/**
 * A client on another thread connects and writes a POST while this thread is busy, so the
 * connection waits in the kernel's accept queue, not yet taken by the event loop: the moment a
 * shutdown closes the listener. Atomics.wait keeps this thread busy until the request is written.
 */
const clientScript = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const flag = new Int32Array(workerData.flag);
const socket = net.connect(workerData.port, '127.0.0.1', () => {
  socket.write('POST /message HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2\\r\\n\\r\\n{}', () => {
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
});
let answer = '';
socket.on('data', (chunk) => { answer += chunk; });
socket.on('error', (err) => parentPort.postMessage('error ' + err.code));
socket.on('close', () => parentPort.postMessage(answer.split('\\r\\n')[0]));
`;

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const listen = async () => {
  const server = createServer((req, res) => {
    req.resume().on('end', () => res.writeHead(201, { connection: 'close' }).end('saved'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

/** What the client saw when `close` ran the moment its request was written. */
const clientSees = async (server: Server, close: () => unknown) => {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const port = (server.address() as AddressInfo).port;
  const client = new Worker(clientScript, { eval: true, workerData: { port, flag: flag.buffer } });
  const outcome = new Promise<string>((resolve) => client.once('message', resolve));
  // Busy until the request is in the socket: the event loop has not accepted the connection.
  Atomics.wait(flag, 0, 0, 5_000);
  expect(Atomics.load(flag, 0)).toBe(1);
  await close();
  const seen = await outcome;
  await client.terminate();
  return seen;
};

it('answers a request whose connection was still in the accept queue when the listener closed', async () => {
  const server = await listen();
  const seen = await clientSees(server, async () => {
    const { connectionsEnded } = await stopAccepting(server);
    expect(server.listening).toBe(false);
    await connectionsEnded;
  });
  expect(seen).toBe('HTTP/1.1 201 Created');
});

it('(the race it avoids: a plain close resets that connection)', async () => {
  const server = await listen();
  const seen = await clientSees(server, () => server.close());
  expect(seen).toMatch(/^error ECONNRESET$|^$/);
});
