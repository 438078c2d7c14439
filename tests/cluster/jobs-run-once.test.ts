import { expect, inject, it } from 'vitest';
import { query } from './support/database';
import { PAYOUT_EMAIL } from './support/payout-method';

/**
 * Both app processes run the job runner (docs/decisions/028-job-runner.md). The weekly payout
 * job first runs a minute after each process starts, and the processes' clock says Tuesday
 * (support/tuesday-clock.ts), so both reach for it; the mail sender polls every 5 seconds in
 * both. Waiting until both first runs are past, the history must show one run and one payout.
 */
const BOTH_FIRST_RUNS_PAST_MS = 80_000;

it('the weekly payout job and the mail sender each run once with two processes up', { timeout: 150_000 }, async () => {
  const wait = inject('clusterReadyAt') + BOTH_FIRST_RUNS_PAST_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));

  const runsOfWeeklyPayouts = () =>
    query<{ outcome: string; summary: { created: string[] } }>(
      'primary',
      "select outcome, summary from job_attempts where job = 'weekly-payouts'",
    );
  // On a loaded machine the first run may still be writing its payout.
  await expect.poll(async () => (await runsOfWeeklyPayouts()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const payoutRuns = await runsOfWeeklyPayouts();
  expect(payoutRuns).toHaveLength(1);
  expect(payoutRuns[0]!.outcome).toBe('succeeded');
  const weekly = await query<{ id: string }>(
    'primary',
    "select id from payouts where source = 'weekly' and paypal_email = $1",
    [PAYOUT_EMAIL],
  );
  expect(weekly).toHaveLength(1);
  expect(payoutRuns[0]!.summary.created).toEqual([weekly[0]!.id]);

  // The payout's mail to the seller is sent once, by one process's pass.
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>(
            'primary',
            "select status from mail_outbox where template = 'payoutRequested'",
          )
        ).map((m) => m.status),
      { timeout: 20_000 },
    )
    .toContain('sent');
  // Every sent mail was sent once: no mail took two attempts, and the passes' own counts add up
  // to the sent mails (a pass still writing its history row is waited for).
  const mails = await query<{ attempts: number }>('primary', "select attempts from mail_outbox where status = 'sent'");
  expect(mails.every((m) => m.attempts === 1)).toBe(true);
  const countedByPasses = async () =>
    Number(
      (
        await query<{ sent: string }>(
          'primary',
          "select coalesce(sum((summary->>'sent')::int), 0) as sent from job_attempts where job = 'mail-sender'",
        )
      )[0]!.sent,
    );
  const sentMails = async () =>
    (await query<{ n: number }>('primary', "select count(*)::int as n from mail_outbox where status = 'sent'"))[0]!.n;
  await expect.poll(async () => (await countedByPasses()) - (await sentMails()), { timeout: 10_000 }).toBe(0);
});
