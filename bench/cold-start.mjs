// Process start to first successful API answer, on an existing data folder (the second start).
// Usage: node bench/cold-start.mjs [runs] [--tsx]   (after `npm run build`; --tsx runs the sources instead of the bundle)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const entry = process.argv.includes('--tsx')
  ? ['--import', 'tsx', 'apps/server/src/main.ts']
  : ['--enable-source-maps', 'apps/server/dist/main.mjs'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-coldstart-'));
const port = 3900 + Math.floor(Math.random() * 90);

const startOnce = async () => {
  const began = performance.now();
  const server = spawn(process.execPath, entry, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/listings?limit=1`);
      if (res.status < 500) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - began;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return ms;
};

await startOnce(); // creates and seeds the folder; not counted
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
console.log(
  `cold start on an existing data folder: median ${Math.round(times[Math.floor(runs / 2)])} ms, min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1))} ms (${runs} runs)`,
);
rmSync(dataDir, { recursive: true, force: true });
