import { type Child, exitedEarly } from './children';

/** Polls `check` until it resolves true; gives up when `child` exits or time runs out. */
export const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  { child, timeoutMs = 60_000 }: { child?: Child; timeoutMs?: number } = {},
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const early = child && exitedEarly(child);
    if (early) throw early;
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s${child ? `:\n${child.output()}` : ''}`);
};
