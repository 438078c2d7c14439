/**
 * Uncached leaderboard reads at the bench scale (seed-listings.ts, then seed-leaderboards.ts):
 * each board's service call, one at a time, BENCH_RUNS times (default 200) after 20 warm-up
 * calls. Prints p50, p95 and p99 in ms.
 *   npx tsx bench/leaderboards.ts                     # PGlite in BENCH_DATA_DIR, or DATABASE_URL
 */
import { createLeaderboardService } from '../apps/server/src/modules/leaderboard/leaderboard.service';
import { openBenchDatabase } from './open-database';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const { db, kind, close } = await openBenchDatabase();
const boards = createLeaderboardService({ db, cache: false });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const board of ['weeklySellers', 'topRatedAgents', 'weeklyInviters'] as const) {
  for (let i = 0; i < 20; i++) await boards[board]();
  const times: number[] = [];
  let entries = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    entries = (await boards[board]()).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `${kind} ${board}: ${entries} entries, p50 ${f(percentile(times, 0.5))} ms, p95 ${f(percentile(times, 0.95))} ms, p99 ${f(percentile(times, 0.99))} ms`,
  );
}
await close();
