import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/server-process';

/**
 * The real server in a child process, stopped the way an orchestrator stops it (SIGTERM) while a
 * request is half sent and an event stream is open.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

it('SIGTERM finishes the request in flight, ends event streams with a retry hint, refuses new connections and exits 0', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...env } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));

  await waitUntil(
    () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    150_000,
    'the server to start',
  );

  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Shutdown Tester',
      email: 'shutdown@test.agentsy.dev',
      password: 'correct horse battery',
    }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('agentsy.session_token='))!
    .split(';')[0]!;

  // An open event stream, read as text.
  const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
  expect(stream.status).toBe(200);
  let streamText = '';
  const streamEnded = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      streamText += decoder.decode(chunk, { stream: true });
    }
  })();

  // A request whose headers and half its body the server has read: the in-flight gauge counts it.
  const body = JSON.stringify({ name: 'Ada', email: 'ada@test.agentsy.dev', subject: 'Hi', message: 'Still here?' });
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (d) => {
    response += d;
  });
  const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  // This scrape, the event stream and the half-sent request.
  const inFlight = async () => {
    const metrics = await (await fetch(`${base}/metrics`)).text();
    return Number(/^http_requests_in_flight (\d+)$/m.exec(metrics)?.[1]);
  };
  await waitUntil(async () => (await inFlight()) >= 3, 15_000, 'the request to be in flight');

  child.kill('SIGTERM');

  await streamEnded;
  expect(streamText).toContain('retry: 2000');
  expect(streamText.trimEnd().endsWith('retry: 500')).toBe(true);
  await waitUntil(() => refusesConnections(port), 15_000, 'new connections to be refused');
  expect(child.exitCode).toBeNull();

  socket.write(body.slice(20));
  // The process exits once the answer is written, which closes this connection.
  await socketClosed;
  const final = response.slice(response.lastIndexOf('HTTP/1.1 '));
  expect(final, output).toMatch(/^HTTP\/1\.1 201 /);
  expect(final).toMatch(/\{"id":"[^"]+"\}$/);

  expect(await exited, output).toBe(0);
  expect(output).toContain('SIGTERM: closed');
}, 240_000);
