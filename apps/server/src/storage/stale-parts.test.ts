import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

/** Temp files of uploads a killed or hung process left behind; main.ts and a job sweep them. */
const root = mkdtempSync(path.join(tmpdir(), 'agentsy-parts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('removes the .part files not written to since the given time, and nothing else', async () => {
  const tmp = path.join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const hourAgo = new Date(Date.now() - 3600_000);
  for (const name of ['killed.part', 'hung.part', 'old-but-not-a-part.txt']) {
    writeFileSync(path.join(tmp, name), 'x');
    utimesSync(path.join(tmp, name), hourAgo, hourAgo);
  }
  writeFileSync(path.join(tmp, 'arriving.part'), 'x');

  const storage = createLocalStorage(root);
  expect(await storage.removeStaleParts?.(new Date(Date.now() - 60_000))).toBe(2);
  expect(readdirSync(tmp).sort()).toEqual(['arriving.part', 'old-but-not-a-part.txt']);
});

it('has nothing to remove before the first upload made the temp folder', async () => {
  const storage = createLocalStorage(path.join(root, 'never-used'));
  expect(await storage.removeStaleParts?.(new Date())).toBe(0);
});
