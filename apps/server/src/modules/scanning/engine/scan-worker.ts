import { getPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { scanUpload } from './scan';
import { currentThreadId, niceThisThread } from './thread-priority';

// Before anything is scanned: on a small machine a scan competes with the request thread for
// the same cores, and browsing must not slow down while uploads are checked (decision 073).
const { nice } = (workerData ?? {}) as { nice?: number };
const threadId = nice === undefined ? currentThreadId() : niceThisThread(nice);

/** One scan in a worker thread; the bytes arrive as a plain Uint8Array copy. */
export default ({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  scanUpload(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName);

/** Which thread scans and at what priority: what the pool's tests check. */
export const threadInfo = () => ({ threadId, nice: threadId === undefined ? undefined : getPriority(threadId) });
