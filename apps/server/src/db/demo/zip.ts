import { strToU8, zipSync } from 'fflate';

/** A real zip archive of text files, built in memory (demo catalogue and tests). */
export const zipOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
