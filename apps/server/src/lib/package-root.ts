import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from wherever this code runs: `src/` under tsx in
 * development and tests, or the single bundled file in `dist/` under `npm start`.
 */
const findServerRoot = () => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@agentsy/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @agentsy/server package folder');
    dir = parent;
  }
};

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
