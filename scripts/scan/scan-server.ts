/** The server `npm run scan` attacks (scan.ts): started with the demo seed, and its demo accounts signed in. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScanTarget } from './scan-targets';

const root = path.resolve(import.meta.dirname, '../..');
export const accessCode = 'scan-access-code';
export type Role = 'guest' | 'buyer' | 'seller' | 'admin';

export const startServer = async (dataDir: string, port: number) => {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_ACCESS_CODE: accessCode,
      // The scanners send thousands of requests; the limits would answer 429 and hide the routes.
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { server, base };
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not answer /healthz within 5 minutes (the demo seed is slow on a busy machine)');
};

export const signIn = async (base: string, email: string, password: string) => {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('agentsy.session_token='));
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie.split(';')[0]!;
};

export const demoAccounts = (dataDir: string) =>
  Object.fromEntries(
    readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([role, email, password]) => [role!, { email: email!, password: password! }]),
  );

/** The first role the route lets in, so the scanner's requests reach the route's own code. */
export const roleFor = async (base: string, target: ScanTarget, cookies: Record<Role, string | undefined>) => {
  for (const role of ['guest', 'buyer', 'seller', 'admin'] as const) {
    const res = await fetch(`${base}${target.url}`, {
      method: target.method,
      headers: {
        origin: base,
        ...(cookies[role] ? { cookie: cookies[role]! } : {}),
        ...(target.body ? { 'content-type': 'application/json' } : {}),
      },
      body: target.body,
    });
    await res.arrayBuffer();
    if (res.status !== 401 && res.status !== 403) return role;
  }
  return 'admin' as const;
};
