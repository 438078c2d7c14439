#!/usr/bin/env node
import { homedir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { run } from './program';

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  // cli-progress draws nothing when standard error is not a terminal.
  progressStream: process.stderr,
  fetch: globalThis.fetch,
  sleep: (ms) => sleep(ms),
});
