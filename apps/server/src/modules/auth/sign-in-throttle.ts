import type { Database } from '../../db/client';
import { claimAttempt, forgetKey, forgetStale, releaseAttempt, type ThrottleRule } from './sign-in-throttle.repo';

/**
 * One account: a few free tries, then a wait that doubles (1 s, 2 s, 4 s, ... 5 min), wherever the
 * guesses come from. One address: many more free failures, since offices and phone networks put
 * many people behind one, so only a run across many accounts slows it down.
 */
export const signInRules = {
  account: { freeFailures: 5, maxDelaySeconds: 300, forgetAfterSeconds: 900 },
  address: { freeFailures: 30, maxDelaySeconds: 60, forgetAfterSeconds: 900 },
} satisfies Record<string, ThrottleRule>;

export type SignInAttempt = { email: string; address: string };
export type SignInOutcome = 'wrong-password' | 'signed-in' | 'not-checked';

const keysOf = ({ email, address }: SignInAttempt) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${address}`,
});

const SWEEP_EVERY_MS = signInRules.account.forgetAfterSeconds * 1000;

export const createSignInThrottle = (db: Database, now = Date.now) => {
  // Rows past their forget time no longer count; dropping them is housekeeping, done at most once
  // per forget period per process, on a successful sign-in rather than on every attempt.
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  const sweepStaleRows = async () => {
    if (now() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now();
    await forgetStale(db, signInRules.account.forgetAfterSeconds);
  };

  return {
    /** Takes the attempt, or answers how many seconds the caller must wait first. */
    admit: async (attempt: SignInAttempt): Promise<number | undefined> => {
      const keys = keysOf(attempt);
      const addressWait = await claimAttempt(db, keys.address, signInRules.address);
      if (addressWait) return addressWait;
      const accountWait = await claimAttempt(db, keys.account, signInRules.account);
      if (accountWait) await releaseAttempt(db, keys.address);
      return accountWait;
    },

    /** After an admitted attempt: a wrong password stays counted; anything else is given back. */
    settle: async (attempt: SignInAttempt, outcome: SignInOutcome) => {
      const keys = keysOf(attempt);
      if (outcome === 'wrong-password') return;
      // The address keeps its count of others' failures: one success must not wipe a run.
      await releaseAttempt(db, keys.address);
      if (outcome === 'signed-in') {
        await forgetKey(db, keys.account);
        await sweepStaleRows();
      } else {
        await releaseAttempt(db, keys.account);
      }
    },
  };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
