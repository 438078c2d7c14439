import type { Database } from '../../db/client';
import { claimAttempt, type ThrottleRule } from './sign-in-throttle.repo';

/**
 * Reset requests, counted like sign-in attempts (sign-in-throttle.ts) but every request counts:
 * each one may send a mail. Per account, so nobody can fill someone's inbox from many addresses;
 * per address, so one client cannot walk a list of e-mails.
 */
export const passwordResetRules = {
  account: { freeFailures: 3, maxDelaySeconds: 300, forgetAfterSeconds: 900 },
  address: { freeFailures: 10, maxDelaySeconds: 60, forgetAfterSeconds: 900 },
} satisfies Record<string, ThrottleRule>;

export const createPasswordResetThrottle = (db: Database) => ({
  /** Counts the request, or answers how many seconds the caller must wait first. */
  admit: async ({ email, address }: { email: string; address: string }): Promise<number | undefined> =>
    (await claimAttempt(db, `reset-address:${address}`, passwordResetRules.address)) ??
    (await claimAttempt(db, `reset-account:${email.trim().toLowerCase()}`, passwordResetRules.account)),
});
