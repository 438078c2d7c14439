// npm run dev: the API server (restarts when a server or contracts file changes) and Vite's dev
// server for the web app (updates the page in place), together; Ctrl+C stops both.
// Open the web app's address: Vite hands /api to the server, so the browser sees one origin, and
// the server is told that address (PUBLIC_URL) so sign-in accepts requests coming from it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiPort = Number(process.env.PORT ?? 3000);
// The same data folder as `npm start` (the server's own script would run in apps/server/).
const env = {
  ...process.env,
  PORT: String(apiPort),
  API_PORT: String(apiPort),
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
};
const parts = [
  { name: 'server', args: ['run', 'dev', '-w', '@agentsy/server'], env: { PUBLIC_URL: `http://localhost:${webPort}` } },
  { name: 'web', args: ['run', 'dev', '-w', '@agentsy/web', '--', '--port', String(webPort), '--strictPort'], env: {} },
];

const children = parts.map(({ name, args, env: own }) => {
  const child = spawn('npm', args, { env: { ...env, ...own }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (input, out) => createInterface({ input }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});
console.log(`Open http://localhost:${webPort} (the API listens on ${apiPort})`);

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
