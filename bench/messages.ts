/**
 * Live delivery under load: open event streams, messages between random pairs at a steady rate,
 * and the time from a send being accepted to its event arriving on every stream of both sides.
 *   npx tsx bench/messages.ts                              # PGlite, one server process
 *   DATABASE_URL=postgres://... BENCH_PROCESSES=2 npx tsx bench/messages.ts
 * BENCH_USERS (100) accounts each open BENCH_STREAMS / BENCH_USERS streams (tabs), spread over the
 * processes; BENCH_RATE messages a second (50) for BENCH_SECONDS (30). Every stream must receive
 * every event meant for its user: a missing one is counted as lost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4700);

const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-bench-messages-'));

const startServer = (port: number) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${BASE_PORT}`,
        // One folder for all: the processes share their session secret, as a deployment's would.
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: 'false',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at/.test(d.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

const origin = (i: number) => `http://127.0.0.1:${BASE_PORT + (i % PROCESSES)}`;

const signUp = async (i: number) => {
  const res = await fetch(`${origin(i)}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin(0) },
    body: JSON.stringify({
      name: `Bench User${i}`,
      email: `bench-${i}-${Date.now()}@bench.agentsy.dev`,
      password: 'bench password 1',
    }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('agentsy.session_token='))!
    .split(';')[0]!;
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
};

/** Messages are told apart by their text: when each send was accepted, and when each copy arrived. */
const accepted = new Map<string, { sentAt: number; at: number; streams: number }>();
const arrivals = new Map<string, number[]>();

const openStream = (user: { id: string; cookie: string }, i: number) =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(`${origin(i)}/api/events`, { headers: { cookie: user.cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) {
            const event = JSON.parse(data.slice(6)) as { type: string; item?: { message: { content: string } } };
            const content = event.item?.message.content;
            if (event.type === 'message' && content) {
              const list = arrivals.get(content) ?? [];
              list.push(performance.now());
              arrivals.set(content, list);
            }
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const main = async () => {
  if (PROCESSES > 1 && !process.env.DATABASE_URL)
    throw new Error('Two processes need DATABASE_URL (PGlite is one process).');
  const servers: ChildProcess[] = [];
  for (let p = 0; p < PROCESSES; p++) servers.push(await startServer(BASE_PORT + p));
  try {
    const users: { id: string; cookie: string }[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(i));
    const perUser = Math.ceil(STREAMS / USERS);
    const before = servers.map((s) => rssMb(s.pid!));
    const streams: http.ClientRequest[] = [];
    for (let s = 0; s < STREAMS; s++) streams.push(await openStream(users[s % USERS]!, s));
    const withStreams = servers.map((s) => rssMb(s.pid!));
    const streamsOf = (userIndex: number) => Math.floor(STREAMS / USERS) + (userIndex < STREAMS % USERS ? 1 : 0);

    let sent = 0;
    let failed = 0;
    const sends: Promise<void>[] = [];
    const startedAt = performance.now();
    const timer = setInterval(() => {
      const a = Math.floor(Math.random() * USERS);
      let b = Math.floor(Math.random() * (USERS - 1));
      if (b >= a) b += 1;
      const from = users[a]!;
      const i = sent++;
      const sentAt = performance.now();
      sends.push(
        fetch(`${origin(i)}/api/conversations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: from.cookie, origin: origin(0) },
          body: JSON.stringify({ receiverId: users[b]!.id, content: `bench message ${i}` }),
        }).then(async (res) => {
          const at = performance.now();
          if (!res.ok) {
            if (failed === 0) console.error(`first failed send: ${res.status} ${await res.text()}`);
            failed += 1;
            return;
          }
          await res.text();
          accepted.set(`bench message ${i}`, { sentAt, at, streams: streamsOf(a) + streamsOf(b) });
        }),
      );
    }, 1000 / RATE);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    clearInterval(timer);
    await Promise.all(sends);
    await new Promise((r) => setTimeout(r, 3000)); // stragglers
    const after = servers.map((s) => rssMb(s.pid!));
    for (const req of streams) req.destroy();

    // From the accepted answer, a copy that arrived before the sender read its answer counts as
    // 0 ms; from the send, the whole way (request, transaction, NOTIFY, read, write) is counted.
    const latencies: number[] = [];
    const fromSend: number[] = [];
    let expectedTotal = 0;
    for (const [content, { sentAt, at, streams: count }] of accepted) {
      expectedTotal += count;
      for (const arrived of arrivals.get(content) ?? []) {
        latencies.push(Math.max(0, arrived - at));
        fromSend.push(arrived - sentAt);
      }
    }
    const sorted = latencies.sort((x, y) => x - y);
    const sortedFromSend = fromSend.sort((x, y) => x - y);
    console.log(
      JSON.stringify(
        {
          processes: PROCESSES,
          database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          users: USERS,
          streams: STREAMS,
          perUser,
          rate: RATE,
          seconds: SECONDS,
          sent,
          failedSends: failed,
          deliveries: latencies.length,
          expectedDeliveries: expectedTotal,
          lost: Math.max(0, expectedTotal - latencies.length),
          p50ms: Math.round(percentile(sorted, 50)),
          p95ms: Math.round(percentile(sorted, 95)),
          p99ms: Math.round(percentile(sorted, 99)),
          fromSendMs: [50, 95, 99].map((p) => Math.round(percentile(sortedFromSend, p))),
          rssMb: { before, withStreams, after },
          kbPerStream: Math.round(
            ((withStreams.reduce((x, y) => x + y, 0) - before.reduce((x, y) => x + y, 0)) * 1024) / STREAMS,
          ),
          elapsedS: Math.round((performance.now() - startedAt) / 1000),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
