/**
 * `npm run scan`: sqlmap and wapiti against every route with parameters, on a real server on
 * loopback (PGlite in a temp DATA_DIR with the demo seed), signed in as the demo buyer, seller
 * and admin. Writes .scan-results/summary.md and exits 1 when a scanner reports a finding.
 * Not part of `npm test`: it takes several minutes. See docs/decisions/030-generated-attacks.md.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { accessCode, demoAccounts, type Role, roleFor, signIn, startServer } from './scan-server';
import { registeredRoutes, type ScanTarget, scanTargets } from './scan-targets';
import { sqlmap, sqlmapFindings, wapiti, wapitiFindings } from './scan-tools';

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, '.scan-results');

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
