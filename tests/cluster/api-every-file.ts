import { afterAll, beforeAll } from 'vitest';
import { answeredThroughNginx } from '../../apps/server/src/test/through-nginx';

// Run before each file of the API cluster stage (setupFiles): a file that sent no request through
// nginx, because it builds no app or calls services directly, would pass here while testing
// nothing this stage is for. It fails instead, until api.vitest.config.ts lists it. Registered
// first, this afterAll runs after the file's own, which close its app.
beforeAll(() => answeredThroughNginx.reset());
afterAll(() => {
  if (answeredThroughNginx.count() === 0) {
    throw new Error('no request of this file went through nginx: list it in tests/cluster/api.vitest.config.ts');
  }
});
