/** The scanners `npm run scan` drives (scan.ts), and how their logs and reports are read for findings. */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ScanTarget } from './scan-targets';

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

export const sqlmap = (base: string, target: ScanTarget, cookie: string | undefined, dir: string, log: string) =>
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
export const sqlmapFindings = (log: string) =>
  readFileSync(log, 'utf8')
    .split('\n')
    // Confirmed only: "appears to be ... injectable" is followed by sqlmap's own false-positive check.
    .filter((l) => /identified the following injection point|is vulnerable\b/i.test(l));

export const wapiti = (base: string, urls: string[], cookie: string | undefined, report: string, log: string) =>
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

export const wapitiFindings = (report: string) => {
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
