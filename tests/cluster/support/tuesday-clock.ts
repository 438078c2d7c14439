import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const TUESDAY = 2;

/** Debian's libfaketime (package faketime), wherever the architecture puts it. */
const libfaketime = () => {
  for (const dir of readdirSync('/usr/lib')) {
    const file = path.join('/usr/lib', dir, 'faketime/libfaketime.so.1');
    if (existsSync(file)) return file;
  }
  throw new Error('libfaketime is missing: apt-get install faketime (scripts/ensure-system-deps.sh)');
};

/**
 * The weekly payout job only pays on Tuesdays (UTC) and first runs a minute after start
 * (jobs/scheduler.ts). So that the stage can watch both app processes reach for it on any day,
 * their wall clock is moved back to the last Tuesday by whole days with libfaketime; timers
 * keep the real monotonic clock. An empty object on a Tuesday. Tests only: the database keeps
 * the real date, which none of the cluster tests compare against the apps' clock.
 */
export const tuesdayClockEnv = (now = new Date()): NodeJS.ProcessEnv => {
  // The job runs about a minute after start: the day that counts is the one two minutes on.
  const soon = new Date(now.getTime() + 2 * 60_000);
  const daysBack = (soon.getUTCDay() - TUESDAY + 7) % 7;
  if (daysBack === 0) return {};
  return {
    LD_PRELOAD: libfaketime(),
    FAKETIME: `-${daysBack}d`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
};
