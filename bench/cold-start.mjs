// Process start to first successful API answer.
// Usage: node bench/cold-start.mjs [runs] [--tsx] [--empty]   (after `npm run build`)
//   --tsx    runs the sources instead of the bundle
//   --empty  the first start: every run gets a new, empty data folder, so migrations and the demo
//            seed are part of the figure (default: the second start, on an existing folder)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
const entry = process.argv.includes('--tsx')
  ? ['--import', 'tsx', 'apps/server/src/main.ts']
  : ['--enable-source-maps', 'apps/server/dist/main.mjs'];
const emptyFolder = process.argv.includes('--empty');
const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'agentsy-coldstart-'));
const port = 3900 + Math.floor(Math.random() * 90);

const startOnce = async (dataDir) => {
  const began = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  // The embedded database is what a first start seeds; a DATABASE_URL in the shell would skip it.
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const server = spawn(process.execPath, entry, { env, stdio: 'ignore' });
  const exited = new Promise((r) => server.once('exit', r));
  let failed = false;
  exited.then(() => {
    failed = true;
  });
  for (;;) {
    if (failed) throw new Error('the server exited before answering');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/listings?limit=1`);
      if (res.status < 500) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - began;
  server.kill('SIGTERM');
  await exited;
  return ms;
};

const times = [];
if (emptyFolder) {
  for (let i = 0; i < runs; i++) {
    const dataDir = newDataDir();
    try {
      times.push(await startOnce(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} else {
  const dataDir = newDataDir();
  await startOnce(dataDir); // creates and seeds the folder; not counted
  for (let i = 0; i < runs; i++) times.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `cold start on ${emptyFolder ? 'an empty' : 'an existing'} data folder: median ${Math.round(sorted[Math.floor(runs / 2)])} ms, min ${Math.round(sorted[0])} ms, max ${Math.round(sorted.at(-1))} ms (${runs} runs: ${times.map((t) => Math.round(t)).join(', ')})`,
);
