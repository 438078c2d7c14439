import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { deflatedZeros, rawZip } from '../apps/server/src/modules/scanning/engine/test-zips';

/** The two uploads the scanning targets name, for bench/scan.ts and bench/scan-load.ts. */
export const projectZip = (fileCount = 1000) => {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < fileCount; i++) {
    const lines: string[] = [];
    for (let size = 0; size < 14_300; ) {
      // Mostly random base64 (a data table in code) deflates about 4:3: a zip of about 10 MB.
      const line = `  "${randomBytes(120).toString('base64')}", // row ${size}`;
      lines.push(line);
      size += line.length + 1;
    }
    files[`src/module-${String(i).padStart(4, '0')}.js`] = Buffer.from(
      `export const rows = [\n${lines.join('\n')}\n];\n`,
    );
  }
  return Buffer.from(zipSync(files, { level: 6 }));
};

export const bombZip = () => {
  // 900 MiB of zeros in under 1 MiB: small enough that the outer zip's member is opened, so
  // the bomb is met one level down, as 42.zip-style bombs are.
  const inner = rawZip([{ name: 'zeros.bin', data: deflatedZeros(900), size: 900 * 2 ** 20 }]);
  const parts = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`part-${i}.zip`, inner]));
  return Buffer.from(zipSync(parts, { level: 9 }));
};
