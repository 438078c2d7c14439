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

// The cluster stage of npm test (scripts/test.sh): one cluster for all files, started by the
// same code as `npm run cluster`, and two browser journeys of tests/e2e run through it (live
// messages across processes have their own test here, without a browser, to keep the stage short).
// Files run one after another on a 2-core machine.
export default defineConfig({
  test: {
    name: 'cluster',
    root: path.resolve(import.meta.dirname, '../..'),
    include: [
      'tests/cluster/**/*.test.ts',
      'tests/e2e/sell-and-find-an-agent.spec.ts',
      'tests/e2e/buy-and-download-an-agent.spec.ts',
    ],
    globalSetup: ['tests/cluster/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: DisruptionsLast },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
