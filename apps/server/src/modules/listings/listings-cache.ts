/**
 * Serialized answers of anonymous marketplace calls, kept for `ttlMs` in this process (see
 * docs/decisions/009-listings-response-cache.md). Any write request this process answers
 * empties it; a load that overlapped a write is not kept. Concurrent misses of one key share a
 * single load, so a burst on a cold page runs its query once.
 */
export const createListingsCache = ({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) => {
  const entries = new Map<string, { body: string; expiresAt: number }>();
  const loading = new Map<string, Promise<string>>();
  let generation = 0;

  const store = (key: string, body: string) => {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { body, expiresAt: now() + ttlMs });
  };

  return {
    isEnabled: ttlMs > 0,

    get: async (key: string, load: () => Promise<string>): Promise<string> => {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.body;
      const seen = generation;
      const loadKey = `${seen}:${key}`;
      const pending = loading.get(loadKey);
      if (pending) return pending;
      const promise = load()
        .then((body) => {
          if (seen === generation) store(key, body);
          return body;
        })
        .finally(() => loading.delete(loadKey));
      loading.set(loadKey, promise);
      return promise;
    },

    invalidate: () => {
      generation += 1;
      entries.clear();
    },
  };
};

export type ListingsCache = ReturnType<typeof createListingsCache>;
