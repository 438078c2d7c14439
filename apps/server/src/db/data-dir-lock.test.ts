import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('refuses a folder held by another live process', async () => {
  const dir = freshDir();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    writeFileSync(path.join(dir, 'agentsy.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Agentsy process/);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that no longer runs, and releases it', async () => {
  const dir = freshDir();
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('exit', resolve));
  writeFileSync(path.join(dir, 'agentsy.lock'), String(gone.pid));
  const unlock = lockDataDir(dir);
  expect(readFileSync(path.join(dir, 'agentsy.lock'), 'utf8')).toBe(String(process.pid));
  unlock();
  expect(existsSync(path.join(dir, 'agentsy.lock'))).toBe(false);
});
