import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The web app's screens, from its router: `/`, `/settings`, `/agent/:id`... (the catch-all left out). */
export const webScreens = (): string[] => {
  const router = read('apps/web/src/app/router.tsx');
  const paths = [...router.matchAll(/\bpath: '([^']+)'/g)].map((m) => `/${m[1]}`).filter((p) => p !== '/*');
  return /\bindex: true\b/.test(router) ? ['/', ...paths] : paths;
};

/**
 * The server's calls, as `METHOD /path`. They come from the authorization matrix's rows, which
 * apps/server/src/authz-matrix.test.ts keeps equal to the routes Fastify registers (a route
 * without a row, or a row without a route, fails there), so this list needs no app or database.
 */
export const serverCalls = (): string[] => {
  const dir = 'apps/server/src/test/authz';
  return readdirSync(path.join(root, dir))
    .filter((f) => /^rows-.*\.ts$/.test(f))
    .flatMap((f) => [...read(`${dir}/${f}`).matchAll(/\broute: '([A-Z]+) (\/[^']*)'/g)].map((m) => `${m[1]} ${m[2]}`));
};
