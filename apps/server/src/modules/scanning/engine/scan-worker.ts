import { getPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { createYield } from './request-gauge';
import { scanUpload } from './scan';
import { currentThreadId, niceThisThread } from './thread-priority';

// Before anything is scanned: on a small machine a scan competes with the request thread for
// the same cores, and browsing must not slow down while uploads are checked (decisions 073, 083).
// This runs in every thread piscina starts, a replacement for a crashed or stopped one included.
const { nice, gauge } = (workerData ?? {}) as { nice?: number; gauge?: SharedArrayBuffer };
const threadId = nice === undefined ? currentThreadId() : niceThisThread(nice);
const requests = gauge ? new Int32Array(gauge) : undefined;

/** One scan in a worker thread; the bytes arrive as a plain Uint8Array copy. */
export default ({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  scanUpload(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    fileName,
    requests ? createYield(requests) : undefined,
  );

/** Which thread scans and at what priority: what the pool's tests check. */
export const threadInfo = () => ({ threadId, nice: threadId === undefined ? undefined : getPriority(threadId) });
