import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.mjs';
import type * as Engine from './index';
import { storedZip } from './test-zips';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// Inside apps/server, so the bundle finds its npm packages as dist/ does.
mkdirSync(path.join(serverRoot, 'node_modules'), { recursive: true });
const outdir = mkdtempSync(path.join(serverRoot, 'node_modules/.cache-scan-build-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the scanner in the built server', () => {
  it('runs the bundled worker with the copied rules, as `npm start` does', async () => {
    await buildServer(outdir, {
      'scan-entry': 'src/modules/scanning/engine/index.ts',
      'scan-worker': 'src/modules/scanning/engine/scan-worker.ts',
    });
    const engine: typeof Engine = await import(pathToFileURL(path.join(outdir, 'scan-entry.mjs')).href);
    const scanner = engine.createScanner();
    try {
      const eicar = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('');
      const result = await scanner.scan({ bytes: storedZip({ 'x.txt': eicar }), fileName: 'x.zip' });
      expect(result.findings.map((f) => f.ruleId)).toEqual(['malware.eicar']);
    } finally {
      await scanner.close();
    }
  });
});
