import { inject } from 'vitest';
import type { actions } from './control-server';

/** From a test: runs one action of the control server (control-server.ts) and fails with its error. */
export const controlCluster = async (action: keyof ReturnType<typeof actions>) => {
  const res = await fetch(`${inject('controlUrl')}${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`${action} failed: ${res.status} ${await res.text()}`);
};
