// `npm run build`: the bundled server in dist/ (see build-server.mjs).
import { buildServer } from './build-server.mjs';

await buildServer('dist');
