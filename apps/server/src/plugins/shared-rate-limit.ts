import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { forgetEndedLimits, hitRequestLimit } from './shared-rate-limit.repo';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in the database, so a limit holds once across every
 * app process behind the balancer (its default store counts per process: two processes, twice
 * the requests). Each limited route gets its own keys, `POST /api/forms/contact <client>`.
 */
export const sharedRateLimitStore = (db: Database, now = Date.now): FastifyRateLimitStoreCtor => {
  // Housekeeping at most once per period per process, on a counted request.
  let lastSweepAt = now();
  const sweepEndedLimits = async () => {
    if (now() - lastSweepAt < SWEEP_EVERY_MS) return;
    lastSweepAt = now();
    await forgetEndedLimits(db);
  };

  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: RouteInfo = {}) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url} ` : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const counted = hitRequestLimit(db, `${this.prefix}${key}`, timeWindow).then(async (hit) => {
        await sweepEndedLimits();
        return hit;
      });
      counted.then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Typed as the route's options, but given the route's merged limit settings with `routeInfo`.
    child(routeOptions: object) {
      return new SharedStore(routeOptions as RouteInfo);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
};
