import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The run history of scheduled jobs (jobs/job-runner.ts): one row per attempt that did work or
 * failed, with its outcome and error, so a failing job is visible without reading logs. Idle
 * passes (nothing due) are not written, or the five-second mail poll would flood the table.
 */
export const jobAttempts = pgTable(
  'job_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    /** 1 for the scheduled run, 2.. for its retries after a failure. */
    attempt: integer('attempt').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    error: text('error'),
    /** What the job reported (counts of settled payments, mails sent, ...). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_attempts_job_started_idx').on(t.job, t.startedAt)],
);
