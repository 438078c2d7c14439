import { readFileSync } from 'node:fs';

/** Resident set of a process, in MB, as /proc reports it (VmRSS). */
export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
const pct = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;

/**
 * RSS over the last five minutes of samples (or the second half of a shorter run). The garbage
 * collector makes RSS a saw of 100-200 MB, so one sample against another says more about where
 * the saw stood than about growth: the tail's first and last minute are compared by their means
 * and by their highest samples, next to the plain first-to-last figure and a fitted slope; and
 * the mean over the tail against the mean between warm-up and the tail, which spans several saws.
 */
export const rssTail = (samples: { s: number; mb: number }[], totalS: number, warmUpS: number) => {
  const from = Math.max(totalS / 2, totalS - 300);
  const tail = samples.filter((x) => x.s >= from);
  const before = samples.filter((x) => x.s >= warmUpS && x.s < from).map((x) => x.mb);
  if (tail.length < 4 || !before.length) return undefined;
  const window = Math.min(60, (tail.at(-1)!.s - tail[0]!.s) / 4);
  const head = tail.filter((x) => x.s < tail[0]!.s + window).map((x) => x.mb);
  const end = tail.filter((x) => x.s > tail.at(-1)!.s - window).map((x) => x.mb);
  const n = tail.length;
  const sx = tail.reduce((a, x) => a + x.s, 0) / n;
  const sy = tail.reduce((a, x) => a + x.mb, 0) / n;
  const slope = tail.reduce((a, x) => a + (x.s - sx) * (x.mb - sy), 0) / tail.reduce((a, x) => a + (x.s - sx) ** 2, 0);
  return {
    fromS: tail[0]!.s,
    firstToLast: { fromMb: tail[0]!.mb, toMb: tail.at(-1)!.mb, growthPct: pct(tail[0]!.mb, tail.at(-1)!.mb) },
    minuteMeans: { fromMb: mean(head), toMb: mean(end), growthPct: pct(mean(head), mean(end)) },
    minuteMaxima: {
      fromMb: Math.max(...head),
      toMb: Math.max(...end),
      growthPct: pct(Math.max(...head), Math.max(...end)),
    },
    meanBeforeToTail: {
      fromMb: mean(before),
      toMb: mean(tail.map((x) => x.mb)),
      growthPct: pct(mean(before), mean(tail.map((x) => x.mb))),
    },
    fittedMbPerMinute: Math.round(slope * 600) / 10,
    minMb: Math.min(...tail.map((x) => x.mb)),
    maxMb: Math.max(...tail.map((x) => x.mb)),
  };
};
