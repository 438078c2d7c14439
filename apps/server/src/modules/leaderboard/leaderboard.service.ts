import {
  badges,
  formatCents,
  type LeaderboardUser,
  leaderboardCacheSeconds,
  limits,
  type TopRatedAgentEntry,
  type WeeklyInviterEntry,
  type WeeklySellerEntry,
} from '@agentsy/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { toPublicPerson } from '../../lib/public-person';
import { listTopRatedAgents, listWeeklyInviters, listWeeklySellers, type RankedUserRow } from './leaderboard.repo';

export type Board = keyof typeof leaderboardCacheSeconds;
type Answers = {
  weeklySellers: WeeklySellerEntry[];
  topRatedAgents: TopRatedAgentEntry[];
  weeklyInviters: WeeklyInviterEntry[];
};

const userOf = (r: RankedUserRow): LeaderboardUser => toPublicPerson(r);

const round2 = (n: number) => Math.round(Number(n) * 100) / 100;

/**
 * The three leaderboards (docs/product.md#leaderboards-and-invites). With `cache` on, each
 * answer is kept in this process for as long as browsers may keep it (5 or 10 minutes):
 * rankings are weekly and nobody needs them to the second. Concurrent misses share one query.
 */
export const createLeaderboardService = ({
  db,
  cache = true,
  now = Date.now,
}: {
  db: Database;
  cache?: boolean;
  now?: () => number;
}) => {
  const limit = limits.leaderboardSize;

  const load: { [B in Board]: () => Promise<Answers[B]> } = {
    weeklySellers: async () =>
      (await listWeeklySellers(db, { now: new Date(now()), limit })).map((r) => ({
        userId: r.id,
        user: userOf(r),
        downloads: Number(r.downloads),
      })),
    topRatedAgents: async () =>
      (await listTopRatedAgents(db, { limit, minReviews: badges.leaderboardMinReviews })).map((r) => ({
        listing: { id: r.listing_id, title: r.title, price: formatCents(Number(r.price_cents)) },
        user: userOf(r),
        avgRating: round2(r.avg_rating),
        totalReviews: Number(r.total_reviews),
      })),
    weeklyInviters: async () =>
      (await listWeeklyInviters(db, { now: new Date(now()), limit })).map((r) => ({
        userId: r.id,
        user: userOf(r),
        inviteCount: Number(r.invite_count),
      })),
  };

  const kept = cache
    ? new LRUCache<Board, Answers[Board], () => Promise<Answers[Board]>>({
        max: Object.keys(leaderboardCacheSeconds).length,
        ttlResolution: 0,
        perf: { now },
        ignoreFetchAbort: true,
        fetchMethod: (_board, _stale, { context }) => context(),
      })
    : undefined;

  const read = async <B extends Board>(board: B): Promise<Answers[B]> => {
    if (!kept) return load[board]();
    const answer = await kept.fetch(board, { context: load[board], ttl: leaderboardCacheSeconds[board] * 1000 });
    return answer as Answers[B];
  };

  return {
    weeklySellers: () => read('weeklySellers'),
    topRatedAgents: () => read('topRatedAgents'),
    weeklyInviters: () => read('weeklyInviters'),
  };
};

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
