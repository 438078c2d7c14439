import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildren } from '../../scripts/cluster/children';
import { startNginx } from '../../scripts/cluster/nginx';
import { freePort } from '../../scripts/free-port';

/**
 * The cluster's nginx, in front of two stand-in processes: one sheds load on /busy (an instant
 * 503, as plugins/load-shedding.ts answers) and answers /slow with a 503 after 1.5 s (a database
 * connect timeout); the other serves everything. What a client gets is nginx's doing alone.
 */
type Upstream = { server: Server; seen: string[] };

const startUpstream = async (answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<Upstream> => {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    if (req.url !== '/healthz') seen.push(`${req.method} ${req.url}`);
    req.resume().on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen };
};

const unavailable = (res: ServerResponse) => res.writeHead(503, { 'retry-after': '5' }).end('busy');

describe("nginx passes a shedding process's refused reads to the other process", () => {
  const children = createChildren();
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-nginx-'));
  let shedding: Upstream;
  let serving: Upstream;
  let url: string;

  beforeAll(async () => {
    chmodSync(dir, 0o755);
    shedding = await startUpstream((req, res) => {
      if (req.url === '/healthz') return res.end('ok');
      if (req.url === '/slow') return void setTimeout(() => unavailable(res), 1500);
      unavailable(res);
    });
    serving = await startUpstream((_req, res) => res.end('served'));
    const appPorts = [shedding, serving].map((u) => (u.server.address() as AddressInfo).port);
    url = await startNginx({ children, dir, port: await freePort(), appPorts, showUpstream: false });
  });
  afterAll(async () => {
    await children.stopAll();
    for (const { server } of [shedding, serving]) server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = async (method: string, pathname: string) => {
    const res = await fetch(`${url}${pathname}`, { method, body: method === 'POST' ? '{}' : undefined });
    return res.status;
  };

  /** Sends `times` requests at once; what each client got, and how many each process received. */
  const askAtOnce = async (times: number, method: string, pathname: string) => {
    const statuses = await Promise.all(Array.from({ length: times }, () => ask(method, pathname)));
    const received = (upstream: Upstream) => upstream.seen.filter((r) => r === `${method} ${pathname}`).length;
    return { statuses, refusedBy: received(shedding), servedBy: received(serving) };
  };

  it('a read refused at once is answered by the other process', async () => {
    const { statuses, refusedBy, servedBy } = await askAtOnce(8, 'GET', '/busy');
    expect(statuses).toEqual(Array(8).fill(200));
    expect(servedBy).toBe(8);
    // Round robin sent some of them to the shedding process first.
    expect(refusedBy).toBeGreaterThan(0);
  });

  // Each request reaches one process only, and the client gets that process's answer.
  it.each([
    ['a write is never sent twice: the one the shedding process refused stays refused', 'POST', '/busy'],
    ['a slow 503 is passed on as it is, not asked again elsewhere', 'GET', '/slow'],
  ])('%s', async (_title, method, pathname) => {
    const { statuses, refusedBy, servedBy } = await askAtOnce(4, method, pathname);
    expect(refusedBy).toBeGreaterThan(0);
    expect(refusedBy + servedBy).toBe(4);
    expect(statuses.filter((s) => s === 503)).toHaveLength(refusedBy);
  });
});
