/**
 * `agentsy install` of a 10 MB agent on loopback against a plain HTTP download of the same bytes
 * (target: install at most 2x the plain download, hashing and the signature check included):
 *   npx tsx bench/cli-install.ts
 * The app runs in its own process on a fresh data folder (PGlite, or DATABASE_URL); this process
 * seeds a seller, the agent, a buyer with a completed order and a buyer token through the API,
 * then alternates the two downloads. The install is the command's own code (packages/cli
 * run()), each time into an empty folder; the plain download streams the same signed link to a
 * file. CLI_BENCH_RUNS (20 of each), CLI_BENCH_MB (10).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { sandboxCards } from '@agentsy/contracts';
import { saveSignIn } from '../packages/cli/src/credentials';
import type { Io } from '../packages/cli/src/io';
import { run } from '../packages/cli/src/program';
import { startServer, stopServer } from './server-process';

const RUNS = Number(process.env.CLI_BENCH_RUNS ?? 20);
const MEGABYTES = Number(process.env.CLI_BENCH_MB ?? 10);
const PORT = 3994;
const origin = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'agentsy-bench-cli-'));

const post = (url: string, body: unknown, cookie = '') =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
const ok = async (res: Response, what: string) => {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res;
};
const signUp = async (name: string) => {
  const res = await ok(
    await post('/api/auth/sign-up/email', {
      name,
      email: `${name.toLowerCase()}@bench.agentsy.dev`,
      password: 'correct horse battery',
    }),
    `sign-up of ${name}`,
  );
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

/**
 * An agent file just under MEGABYTES (the upload limit is 10 MB), of digits varied enough that
 * compression does not shrink it to nothing.
 */
const agentFile = () => {
  const head = '{"name":"Bench Agent","padding":"';
  const target = MEGABYTES * 1024 * 1024 - 1024 - head.length - 2;
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < target; i++) {
    const part = `${(i * 2654435761) % 4294967296} `;
    parts.push(part);
    length += part.length;
  }
  return `${head}${parts.join('').slice(0, target)}"}`;
};

const seed = async () => {
  const seller = await signUp('Seller');
  const form = new FormData();
  const fields = { title: 'Bench Agent', description: 'Ten megabytes to install', price: '5.00', platform: 'python' };
  for (const [k, v] of Object.entries({ ...fields, useCase: 'productivity' })) form.append(k, v);
  form.append('file', new Blob([agentFile()]), 'agent.json');
  const created = await ok(
    await fetch(`${origin}/api/listings`, { method: 'POST', headers: { origin, cookie: seller }, body: form }),
    'listing',
  );
  const listing = (await created.json()) as { id: string };
  // The app's scan job publishes the version.
  for (let i = 0; ; i++) {
    const res = await fetch(`${origin}/api/listings/${listing.id}/versions`, { headers: { cookie: seller } });
    const versions = (await res.json()) as { publishedAt: string | null; status: string }[];
    if (versions[0]?.publishedAt) break;
    if (i > 600) throw new Error(`the version was not published: ${JSON.stringify(versions[0])}`);
    await delay(200);
  }
  const buyer = await signUp('Buyer');
  const intent = await (
    await ok(await post('/api/create-payment-intent', { listingId: listing.id }, buyer), 'intent')
  ).json();
  const card = { cardNumber: sandboxCards.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  await ok(await post('/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...card }, buyer), 'card');
  await ok(
    await post('/api/process-payment', { paymentIntentId: intent.paymentIntentId, listingId: listing.id }, buyer),
    'payment',
  );
  const device = await (await ok(await post('/api/cli/device', {}), 'device code')).json();
  await ok(await post('/api/cli/device/approve', { userCode: device.userCode }, buyer), 'approval');
  const token = await (await ok(await post('/api/cli/token', { deviceCode: device.deviceCode }), 'token')).json();
  return { listingId: listing.id, token: token as { token: string; expiresAt: string } };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const app = await startServer('apps/server/src/main.ts', PORT, {
  DATA_DIR: path.join(work, 'data'),
  PUBLIC_URL: origin,
  AUTH_RATE_LIMIT: 'false',
  SCAN_POLL_MS: '100',
});
try {
  const { listingId, token } = await seed();
  const failures: string[] = [];
  const io: Io = {
    env: { AGENTSY_HOME: path.join(work, 'home') },
    cwd: work,
    homeDir: work,
    out: () => {},
    err: (line) => failures.push(line),
    fetch: globalThis.fetch,
    sleep: (ms) => delay(ms),
  };
  saveSignIn(io, origin, token);
  const library = (await (
    await fetch(`${origin}/api/v1/library`, { headers: { authorization: `Bearer ${token.token}` } })
  ).json()) as {
    items: { versions: { downloadUrl: string; fileSize: number }[] }[];
  };
  const { downloadUrl, fileSize } = library.items[0]!.versions[0]!;

  const plain = async () => {
    const res = await fetch(`${origin}${downloadUrl}`, { headers: { authorization: `Bearer ${token.token}` } });
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(path.join(work, 'plain.json')));
  };
  const install = async () => {
    const dir = mkdtempSync(path.join(work, 'install-'));
    const code = await run(['--server', origin, 'install', listingId, '--dir', dir], io);
    if (code !== 0) throw new Error(`agentsy install exited ${code}: ${failures.join(' ')}`);
    rmSync(dir, { recursive: true, force: true });
  };
  const times = { plain: [] as number[], install: [] as number[] };
  // One of each to warm up, then alternating so the machine's drift falls on both alike.
  await plain();
  await install();
  for (let i = 0; i < RUNS; i++) {
    for (const [name, once] of i % 2
      ? ([
          ['install', install],
          ['plain', plain],
        ] as const)
      : ([
          ['plain', plain],
          ['install', install],
        ] as const)) {
      const started = performance.now();
      await once();
      times[name].push(performance.now() - started);
    }
  }
  const row = (name: string, values: number[]) =>
    `| ${name.padEnd(28)} | ${percentile(values, 50).toFixed(1).padStart(8)} | ${percentile(values, 95).toFixed(1).padStart(8)} |`;
  const ratio50 = percentile(times.install, 50) / percentile(times.plain, 50);
  const ratio95 = percentile(times.install, 95) / percentile(times.plain, 95);
  console.log(`\n${(fileSize / 1024 / 1024).toFixed(1)} MB agent, ${RUNS} runs of each, alternating\n`);
  console.log('| Download                     |  p50 ms  |  p95 ms  |');
  console.log('| ---------------------------- | -------- | -------- |');
  console.log(row('plain HTTP to a file', times.plain));
  console.log(row('agentsy install', times.install));
  console.log(`\n| Target                        | Measured              | Met |`);
  console.log('| ----------------------------- | --------------------- | --- |');
  const met = ratio50 <= 2 && ratio95 <= 2;
  console.log(
    `| install <= 2x plain download  | ${`${ratio50.toFixed(2)}x p50, ${ratio95.toFixed(2)}x p95`.padEnd(21)} | ${met ? 'yes' : 'no '} |`,
  );
} finally {
  await stopServer(app);
  rmSync(work, { recursive: true, force: true });
}
