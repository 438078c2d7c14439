import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of anonymous marketplace calls, kept for `ttlMs` in this process (see
 * docs/decisions/009-listings-response-cache.md). Any write request this process answers
 * empties it; a load that overlapped a write is not kept. Concurrent misses of one key share a
 * single load (lru-cache's `fetch`), so a burst on a cold page runs its query once.
 */
export const createListingsCache = ({
  ttlMs,
  maxEntries = 500,
  now = () => performance.now(),
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) => {
  // Keys carry the write generation: a load that began before a write finishes under the old
  // generation's key, which no later request asks for, so nobody is served what it read.
  let generation = 0;
  const cache =
    ttlMs > 0
      ? new LRUCache<string, string, () => Promise<string>>({
          max: maxEntries,
          ttl: ttlMs,
          ttlResolution: 0,
          perf: { now },
          ignoreFetchAbort: true,
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : undefined;

  return {
    isEnabled: cache !== undefined,

    get: async (key: string, load: () => Promise<string>): Promise<string> => {
      if (!cache) return load();
      const body = await cache.fetch(`${generation}:${key}`, { context: load });
      return body as string;
    },

    invalidate: () => {
      generation += 1;
      cache?.clear();
    },
  };
};

export type ListingsCache = ReturnType<typeof createListingsCache>;
