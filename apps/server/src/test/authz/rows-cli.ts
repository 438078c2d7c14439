import type { MatrixRow } from './matrix';
import { open, signedIn } from './matrix';

/**
 * The command line's device sign-in (modules/cli-auth). Starting and polling need no session:
 * the device code is the secret. Approving, denying and the list of sign-ins are the signed-in
 * user's own; the library and signing out take a buyer token only. Codes, races and revocation are in
 * modules/cli-auth/device-flow.test.ts and library.test.ts.
 */
export const cliRows: MatrixRow[] = [
  { route: 'POST /api/cli/device', expect: open(), why: 'a command line before sign-in' },
  {
    route: 'POST /api/cli/token',
    request: () => ({ url: '/api/cli/token', payload: { deviceCode: 'no-such-code' } }),
    expect: open('invalid'),
    why: 'the device code decides: invalid_grant for one never issued',
  },
  {
    route: 'GET /api/cli/device/:userCode',
    request: () => ({ url: '/api/cli/device/BCDF-GHJK' }),
    expect: signedIn(404),
    why: 'no such waiting code',
  },
  {
    route: 'POST /api/cli/device/approve',
    request: () => ({ url: '/api/cli/device/approve', payload: { userCode: 'BCDF-GHJK' } }),
    expect: signedIn(404),
    why: 'no such waiting code',
  },
  {
    route: 'POST /api/cli/device/deny',
    request: () => ({ url: '/api/cli/device/deny', payload: { userCode: 'BCDF-GHJK' } }),
    expect: signedIn(404),
    why: 'no such waiting code',
  },
  {
    route: 'DELETE /api/cli/token',
    expect: { ...signedIn(401), visitor: 401 },
    why: 'the buyer token revokes itself; a session is not one',
  },
  { route: 'GET /api/cli/tokens', expect: signedIn() },
  {
    route: 'DELETE /api/cli/tokens/:id',
    request: () => ({ url: '/api/cli/tokens/00000000-0000-4000-8000-000000000000' }),
    expect: signedIn(404),
    why: 'no such token of the caller',
  },
  { route: 'GET /api/v1/library', expect: { ...signedIn(401), visitor: 401 }, why: 'buyer tokens, not sessions' },
];
