import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  type AuthzWorld,
  actors,
  addressOf,
  createAuthzWorld,
  isAllowed,
  type MatrixRequest,
  type MatrixRow,
  matrixRows,
  outcomeOf,
  rowName,
} from './test/authz';
import { listenOnFreePort } from './test/event-stream';
import { expectLedgerBalanced } from './test/payments-fixtures';
import { createTestApp } from './test/test-app';
import { apiThroughNginx, throughNginx } from './test/through-nginx';

/**
 * The authorization matrix: every registered route, called as each kind of user, against the
 * table in test/authz/. A route with no row fails here, so a new route cannot ship unguarded
 * without someone deciding who may call it.
 */
const registered: string[] = [];
const t = await createTestApp({
  onRoute: (route: RouteOptions) => {
    // HEAD routes are Fastify's copies of the GET ones.
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
  },
});

let w: AuthzWorld;
const tally = { calls: 0, unexpectedAllows: 0, unexpectedDenials: 0 };
beforeAll(async () => {
  w = await createAuthzWorld(t);
}, 120_000);
afterAll(async () => {
  console.info(
    `authz matrix: ${matrixRows.length} rows, ${tally.calls} calls, ` +
      `${tally.unexpectedAllows} unexpected allows, ${tally.unexpectedDenials} unexpected denials`,
  );
  await t.close();
});

/** The status a signed-in event stream answers with; the stream itself stays open, so it is cut. */
const streamStatus = async (url: string, cookie: string | undefined) => {
  const controller = new AbortController();
  // In the cluster stage (decision 042) through nginx, as every other call of the matrix.
  const base = apiThroughNginx()?.url ?? (await listenOnFreePort(t.app));
  const res = await fetch(`${base}${url}`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  controller.abort();
  return { statusCode: res.status, body: '' };
};

const call = async (row: MatrixRow, actor: Actor) => {
  const [method, path] = row.route.split(' ') as [InjectOptions['method'], string];
  if (!row.request && path.includes(':')) throw new Error(`${rowName(row)} needs a request with real ids`);
  const request: MatrixRequest = row.request ? await row.request(w, actor) : { url: path };
  const cookie = actor === 'visitor' ? undefined : w.user(actor).cookie;
  if (row.stream) return streamStatus(request.url, cookie);
  return t.app.inject({
    method,
    url: request.url,
    payload: request.payload as InjectOptions['payload'],
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    remoteAddress: addressOf(actor),
  });
};

// nginx answers /metrics itself with a 404 (scripts/cluster/nginx.ts), so through it (decision
// 042) that row cannot reach an app; it runs in-process.
const rowsCalled = throughNginx() ? matrixRows.filter((r) => r.route !== 'GET /metrics') : matrixRows;

describe('authorization matrix', () => {
  it('has a row for every registered route, and none for a route that is gone', () => {
    const covered = new Set(matrixRows.map((r) => r.route));
    const missing = registered.filter((r) => !covered.has(r));
    const gone = [...covered].filter((r) => !registered.includes(r));
    expect(
      missing,
      `Routes without a row in the authorization matrix (add one in apps/server/src/test/authz/): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(gone, `Matrix rows for routes that are no longer registered: ${gone.join(', ')}`).toEqual([]);
  });

  it.each(rowsCalled.map((row) => [rowName(row), row] as const))('%s', async (_name, row) => {
    const wrong: string[] = [];
    for (const actor of actors) {
      const res = await call(row, actor);
      tally.calls += 1;
      const want = row.expect[actor];
      const got = outcomeOf(res.statusCode);
      if (got !== want) {
        const kind =
          isAllowed(got) && !isAllowed(want)
            ? 'UNEXPECTED ALLOW'
            : !isAllowed(got) && isAllowed(want)
              ? 'UNEXPECTED DENIAL'
              : 'wrong outcome';
        if (kind === 'UNEXPECTED ALLOW') tally.unexpectedAllows += 1;
        if (kind === 'UNEXPECTED DENIAL') tally.unexpectedDenials += 1;
        wrong.push(`${kind} ${actor}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if (row.reveals && got === 'ok') {
        const shouldSee = row.reveals.to.includes(actor);
        if (row.reveals.sees(res as never, w) !== shouldSee) {
          if (!shouldSee) tally.unexpectedAllows += 1;
          else tally.unexpectedDenials += 1;
          wrong.push(
            `${shouldSee ? 'UNEXPECTED DENIAL' : 'UNEXPECTED ALLOW'} ${actor}: ${shouldSee ? 'did not see' : 'saw'} what only ${row.reveals.to.join(', ')} may see`,
          );
        }
      }
    }
    if (row.disturbsCast) await w.restoreCast();
    expect(wrong, row.why).toEqual([]);
  });

  it('left every ledger transaction balanced', async () => {
    await expectLedgerBalanced(t.db);
  });
});
