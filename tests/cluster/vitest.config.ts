import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The job test waits until both app processes' first weekly payout run is past (about a minute
 * after start); run last, it waits only for whatever time the others left.
 */
class JobsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isJobs = (f: TestSpecification) => f.moduleId.endsWith('jobs-run-once.test.ts');
    return [...sorted.filter((f) => !isJobs(f)), ...sorted.filter(isJobs)];
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
    sequence: { sequencer: JobsLast },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
