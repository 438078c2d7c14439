import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

type Stat = { ppid: number; own: number; reaped: number };

/** utime + stime (own) and cutime + cstime (children already exited and reaped), in ticks. */
const statOf = (pid: number): Stat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return undefined; // the process has exited
  }
};

/** CPU seconds used so far by one process (its own threads only). */
export const cpuSecondsOf = (pid: number) => (statOf(pid)?.own ?? 0) / TICKS;

/**
 * CPU seconds used so far by a process and all its children, living or exited: a PostgreSQL
 * server's postmaster plus every backend, walker and writer it started.
 */
export const treeCpuSecondsOf = (root: number) => {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = statOf(pid);
    if (s) stats.set(pid, s);
  }
  let ticks = 0;
  const visit = (pid: number) => {
    const s = stats.get(pid);
    if (!s) return;
    ticks += s.own + s.reaped;
    for (const [child, c] of stats) if (c.ppid === pid) visit(child);
  };
  visit(root);
  return ticks / TICKS;
};

/** The pid on the first line of a pid file (PostgreSQL's postmaster.pid in its data folder, nginx.pid). */
export const pidInFile = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0]);

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
