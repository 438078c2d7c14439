/**
 * `npm run scan`: sqlmap and wapiti against every route with parameters, on a real server on
 * loopback (PGlite in a temp DATA_DIR with the demo seed), signed in as the demo buyer, seller
 * and admin. Writes .scan-results/summary.md and exits 1 when a scanner reports a finding.
 * Not part of `npm test`: it takes several minutes. See docs/decisions/030-generated-attacks.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { registeredRoutes, type ScanTarget, scanTargets } from './scan-targets';

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, '.scan-results');
const accessCode = 'scan-access-code';
type Role = 'guest' | 'buyer' | 'seller' | 'admin';

const run = (command: string, args: string[], log: string, timeoutMs: number) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => out.push(d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      writeFileSync(log, Buffer.concat(out));
      resolve(code ?? 1);
    });
  });

const startServer = async (dataDir: string, port: number) => {
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

const signIn = async (base: string, email: string, password: string) => {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('agentsy.session_token='));
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie.split(';')[0]!;
};

const demoAccounts = (dataDir: string) =>
  Object.fromEntries(
    readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([role, email, password]) => [role!, { email: email!, password: password! }]),
  );

/** The first role the route lets in, so the scanner's requests reach the route's own code. */
const roleFor = async (base: string, target: ScanTarget, cookies: Record<Role, string | undefined>) => {
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

const sqlmap = (base: string, target: ScanTarget, cookie: string | undefined, dir: string, log: string) =>
  run(
    'sqlmap',
    [
      '-u',
      `${base}${target.url}`,
      `--method=${target.method}`,
      ...(target.body ? [`--data=${target.body}`] : []),
      `--headers=${[`Origin: ${base}`, cookie ? `Cookie: ${cookie}` : '', target.body ? 'Content-Type: application/json' : ''].filter(Boolean).join('\n')}`,
      '--batch',
      '--dbms=PostgreSQL',
      '--level=1',
      '--risk=1',
      '--time-sec=2',
      '--timeout=15',
      '--retries=0',
      '--flush-session',
      '--disable-coloring',
      `--output-dir=${dir}`,
    ],
    log,
    240_000,
  );

/** sqlmap says "is vulnerable" or lists an injection point only when it found one. */
const sqlmapFindings = (log: string) =>
  readFileSync(log, 'utf8')
    .split('\n')
    // Confirmed only: "appears to be ... injectable" is followed by sqlmap's own false-positive check.
    .filter((l) => /identified the following injection point|is vulnerable\b/i.test(l));

const wapiti = (base: string, urls: string[], cookie: string | undefined, report: string, log: string) =>
  run(
    'wapiti',
    [
      '-u',
      `${base}/api/`,
      '--scope',
      'folder',
      ...urls.flatMap((u) => ['-s', `${base}${u}`]),
      '-H',
      `Origin: ${base}`,
      ...(cookie ? ['-H', `Cookie: ${cookie}`] : []),
      // ssrf and xxe ask an outside endpoint of wapiti's for their results: nothing may leave the
      // machine. The others of 3.0.4's attack modules, blind (time-based) SQL included.
      '-m',
      'sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,methods',
      // No -x: Debian's wapiti 3.0.4 builds an invalid regular expression from it on Python 3.11.
      // Nothing to exclude anyway: the start URLs answer JSON, which has no links to follow.
      '-d',
      '2',
      '--flush-session',
      '--max-scan-time',
      '600',
      '--max-attack-time',
      '120',
      '--no-bugreport',
      '-f',
      'json',
      '-o',
      report,
    ],
    log,
    900_000,
  );

const wapitiFindings = (report: string) => {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      vulnerabilities: Record<string, { path: string; info: string; method: string }[]>;
      anomalies?: Record<string, { path: string; info: string; method: string }[]>;
    };
    // Anomalies are the 5xx answers and timeouts wapiti's attacks caused: findings too.
    return [...Object.entries(json.vulnerabilities), ...Object.entries(json.anomalies ?? {})].flatMap(([kind, list]) =>
      list.map((v) => `${kind}: ${v.method} ${v.path} ${v.info}`),
    );
  } catch {
    return ['(no report written: see the log)'];
  }
};

const main = async () => {
  const started = Date.now();
  const missing = ['sqlmap', 'wapiti'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missing.length) {
    console.error(`Missing: ${missing.join(', ')}. On Debian: apt-get install -y sqlmap wapiti`);
    process.exit(1);
  }
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentsy-scan-'));
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    const started_ = await startServer(dataDir, port);
    server = started_.server;
    const { base } = started_;
    const accounts = demoAccounts(dataDir);
    const cookies: Record<Role, string | undefined> = {
      guest: undefined,
      buyer: undefined,
      seller: undefined,
      admin: undefined,
    };
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      cookies[role] = await signIn(base, accounts[role]!.email, accounts[role]!.password);
    }
    const elevated = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { cookie: cookies.admin!, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ accessCode }),
    });
    if (!elevated.ok) throw new Error(`admin access code refused: ${elevated.status}`);

    const listings = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as { id: string; userId: string }[];
    const first = listings[0];
    if (!first) throw new Error('the demo seed has no listing');
    const all = scanTargets(await registeredRoutes(), { listingId: first.id, userId: first.userId });
    // SCAN_LIMIT scans only the first N routes, for a quick try of the script itself.
    const targets = process.env.SCAN_LIMIT ? all.slice(0, Number(process.env.SCAN_LIMIT)) : all;
    const roles = new Map<ScanTarget, Role>();
    for (const target of targets) roles.set(target, await roleFor(base, target, cookies));
    writeFileSync(
      path.join(results, 'targets.txt'),
      targets.map((t) => `${roles.get(t)} ${t.method} ${t.url} ${t.body ?? ''}`).join('\n'),
    );
    console.info(`scanning ${targets.length} routes on ${base}`);

    const findings: string[] = [];
    // SCAN_TOOLS=wapiti (or sqlmap) runs one scanner only.
    const tools = (process.env.SCAN_TOOLS ?? 'sqlmap,wapiti').split(',');
    const sqlmapStarted = Date.now();
    // Two at a time: the machine has two cores and the server needs its share.
    // Admin routes last: one of them may suspend a demo account another role is scanning with.
    const order: Role[] = ['guest', 'buyer', 'seller', 'admin'];
    const queue = [...targets.entries()].sort(
      ([, a], [, b]) => order.indexOf(roles.get(a)!) - order.indexOf(roles.get(b)!),
    );
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [i, target] = next;
        const log = path.join(results, `sqlmap-${i}.log`);
        await sqlmap(base, target, cookies[roles.get(target)!], path.join(results, 'sqlmap'), log);
        for (const f of sqlmapFindings(log)) findings.push(`sqlmap ${target.method} ${target.route}: ${f.trim()}`);
        process.stdout.write('.');
      }
    };
    if (tools.includes('sqlmap')) await Promise.all([worker(), worker()]);
    const sqlmapSeconds = (Date.now() - sqlmapStarted) / 1000;
    console.info(`\nsqlmap: ${targets.length} requests in ${sqlmapSeconds.toFixed(0)} s`);

    const wapitiStarted = Date.now();
    let wapitiUrls = 0;
    for (const role of tools.includes('wapiti') ? (['guest', 'buyer', 'seller', 'admin'] as const) : []) {
      const urls = targets.filter((t) => t.method === 'GET' && roles.get(t) === role).map((t) => t.url);
      if (!urls.length) continue;
      wapitiUrls += urls.length;
      const report = path.join(results, `wapiti-${role}.json`);
      await wapiti(base, urls, cookies[role], report, path.join(results, `wapiti-${role}.log`));
      for (const f of wapitiFindings(report)) findings.push(`wapiti (${role}) ${f}`);
    }
    const wapitiSeconds = (Date.now() - wapitiStarted) / 1000;

    const summary = [
      '# Scan summary',
      '',
      `- Server: ${base}, PGlite with the demo seed, signed in as the demo buyer, seller and admin (access code entered).`,
      tools.includes('sqlmap')
        ? `- sqlmap: ${targets.length} routes with parameters (path, query or JSON body), ${sqlmapSeconds.toFixed(0)} s.`
        : '- sqlmap: not run (SCAN_TOOLS).',
      tools.includes('wapiti')
        ? `- wapiti: ${wapitiUrls} GET routes as start URLs (it crawls from them; it sends no JSON bodies), ${wapitiSeconds.toFixed(0)} s.`
        : '- wapiti: not run (SCAN_TOOLS).',
      `- Total: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
      `- Findings: ${findings.length}`,
      ...findings.map((f) => `  - ${f}`),
      '',
      "The requests scanned, with the role each was sent as, are in targets.txt; each scanner's log is beside this file.",
    ].join('\n');
    writeFileSync(path.join(results, 'summary.md'), `${summary}\n`);
    console.info(summary);
    process.exitCode = findings.length ? 1 : 0;
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
