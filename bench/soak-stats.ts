/**
 * Per-route tallies for the soak: every latency, and each answer sorted into 2xx, expected 4xx
 * (an answer the mix asked for on purpose, such as buying an agent twice), unexpected 4xx, 5xx
 * and errors (no answer: refused, reset, timed out).
 */
export type RouteStats = {
  latencies: number[];
  ok: number;
  expected4xx: number;
  unexpected4xx: number;
  server5xx: number;
  errors: number;
  statuses: Record<number, number>;
};

const routes = new Map<string, RouteStats>();
/** The first few unexpected answers, so a failure can be read, not only counted. */
export const failures: string[] = [];

const statsOf = (route: string) => {
  let s = routes.get(route);
  if (!s) {
    s = { latencies: [], ok: 0, expected4xx: 0, unexpected4xx: 0, server5xx: 0, errors: 0, statuses: {} };
    routes.set(route, s);
  }
  return s;
};

const noteFailure = (text: string) => {
  if (failures.length < 20) failures.push(text);
};

export const recordAnswer = (route: string, ms: number, status: number, expected4xx: boolean, body: string) => {
  const s = statsOf(route);
  s.latencies.push(ms);
  s.statuses[status] = (s.statuses[status] ?? 0) + 1;
  if (status >= 200 && status < 300) s.ok++;
  else if (status >= 500) {
    s.server5xx++;
    noteFailure(`${route} ${status} ${body.slice(0, 300)}`);
  } else if (expected4xx && status >= 400) s.expected4xx++;
  else {
    s.unexpected4xx++;
    noteFailure(`${route} ${status} ${body.slice(0, 300)}`);
  }
};

export const recordError = (route: string, error: unknown) => {
  statsOf(route).errors++;
  noteFailure(`${route} error ${String(error)}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

const round = (n: number) => Math.round(n * 10) / 10;

export const summary = () =>
  [...routes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        route,
        count: sorted.length + s.errors,
        p50ms: round(percentile(sorted, 50)),
        p95ms: round(percentile(sorted, 95)),
        p99ms: round(percentile(sorted, 99)),
        ok: s.ok,
        expected4xx: s.expected4xx,
        unexpected4xx: s.unexpected4xx,
        server5xx: s.server5xx,
        errors: s.errors,
        statuses: s.statuses,
      };
    });
