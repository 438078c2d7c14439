import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { actions } from './control-server';

/** From a test: runs one action of the control server (control-server.ts) and fails with its error. */
export const controlCluster = async (action: keyof ReturnType<typeof actions>) => {
  const res = await fetch(`${inject('controlUrl')}${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`${action} failed: ${res.status} ${await res.text()}`);
};

/** App process N's current pid: the cluster rewrites `app-N.pid` each time it starts one. */
export const pidOf = (app: number) => Number(readFileSync(path.join(inject('clusterDir'), `app-${app}.pid`), 'utf8'));
