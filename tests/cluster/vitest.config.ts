import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The job test waits until both app processes' first weekly payout run is past (about a minute
 * after start); run after the others, it waits only for whatever time they left. The rolling
 * restart and the database loss come last: restarted processes run their jobs again, and the
 * outage would fail whatever ran beside it.
 */
const LAST = ['jobs-run-once.test.ts', 'rolling-restart.test.ts', 'database-loss.test.ts'];
class DisruptionsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => LAST.findIndex((name) => f.moduleId.endsWith(name));
    return [...sorted.filter((f) => rank(f) === -1), ...LAST.flatMap((_, i) => sorted.filter((f) => rank(f) === i))];
  }
}

/**
 * Journeys of tests/e2e that stay with the single-process stage. Two check only what the browser
 * draws (contrast and layout), which nginx and a second process cannot change, and they are the
 * two longest. Three depend on the wall clock, which the cluster's app processes have moved back
 * to the last Tuesday (support/tuesday-clock.ts): a TOTP code computed from the real time, the
 * greeting of an account made "today", and a payout request by the demo seller, whom the
 * Tuesday payout run has already given a pending payout.
 */
const SINGLE_PROCESS_ONLY = [
  'pages-read-well-in-both-themes',
  'read-every-page-on-a-phone',
  'secure-an-account',
  'new-account-and-saved-payout',
  'seller-gets-paid',
];

// The cluster stage of npm test (scripts/test.sh): one cluster for all files, started by the
// same code as `npm run cluster`, its own tests, and the browser journeys of tests/e2e once more,
// through nginx, two app processes, PostgreSQL with its replica and S3.
// Files run one after another on a 2-core machine.
export default defineConfig({
  test: {
    name: 'cluster',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['tests/cluster/**/*.test.ts', 'tests/e2e/*.spec.ts'],
    exclude: SINGLE_PROCESS_ONLY.map((name) => `tests/e2e/${name}.spec.ts`),
    globalSetup: ['tests/cluster/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: DisruptionsLast },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
