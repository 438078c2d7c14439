import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { as, type Session } from '../../../apps/server/src/test/factories';
import type { TestApp } from '../../../apps/server/src/test/test-app';
import { saveSignIn } from '../src/credentials';
import type { Io } from '../src/io';
import { run } from '../src/program';

/** The app on a loopback port, as the command reaches a real server. */
export const listenOnLoopback = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

/** A buyer token got the way `agentsy login` gets one: a device code approved through the API. */
export const buyerToken = async (t: TestApp, buyer: Session) => {
  // Each sign-in from an address of its own: the per-address limit on starting one is 10 a minute.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const started = (await t.app.inject({ method: 'POST', url: '/api/cli/device', remoteAddress })).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/cli/device/approve',
    headers: as(buyer),
    payload: { userCode: started.userCode },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cli/token',
    payload: { deviceCode: started.deviceCode },
  });
  if (res.statusCode !== 200) throw new Error(`No buyer token: ${res.body}`);
  return res.json() as { token: string; expiresAt: string };
};

export type Terminal = Io & { stdout: string[]; stderr: string[]; dir: string };

/** A home folder and an install folder of its own, with everything printed kept. */
export const terminal = (overrides: Partial<Io> = {}): Terminal => {
  const root = mkdtempSync(path.join(tmpdir(), 'agentsy-cli-'));
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    env: { AGENTSY_HOME: path.join(root, 'home') },
    cwd: root,
    homeDir: root,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
    fetch: globalThis.fetch,
    sleep: async () => {},
    ...overrides,
    stdout,
    stderr,
    dir: path.join(root, 'agents'),
  };
};

/** Signs the terminal in to `server` as `buyer`. */
export const signIn = async (t: TestApp, io: Terminal, server: string, buyer: Session) =>
  saveSignIn(io, server, await buyerToken(t, buyer));

/** `agentsy <args> --server <server> --dir <io.dir>` for the commands that take a folder. */
export const agentsy = (io: Terminal, server: string, ...args: string[]) =>
  run(
    [
      '--server',
      server,
      ...args,
      ...(['install', 'update', 'verify', 'list'].includes(args[0]!) ? ['--dir', io.dir] : []),
    ],
    io,
  );

/**
 * A proxy in front of `server` that changes one byte of the answers `pick` selects: what an
 * attacker or a broken mirror between the command and Agentsy would do.
 */
export const tamperingProxy = async (server: string, pick: (url: string) => ((body: Buffer) => Buffer) | undefined) => {
  const proxy: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(new URL(req.url!, server), {
      method: req.method,
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && typeof req.headers[k] === 'string'),
      ) as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body: Buffer = Buffer.from(await upstream.arrayBuffer());
    const change = pick(req.url!);
    if (change) body = change(body);
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k)),
    );
    res.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
};

/** The first byte of a body, changed. */
export const flipFirstByte = (body: Buffer) => {
  const copy = Buffer.from(body);
  copy[0] = copy[0]! ^ 1;
  return copy;
};
