import { sql } from 'drizzle-orm';

/**
 * Start of the leaderboard week: Sunday 00:00 in New York (docs/product.md#leaderboards-and-invites), as a timestamptz.
 * date_trunc('week') starts weeks on Monday, so the local time is shifted a day forward, cut to
 * its Monday, and shifted back to the Sunday.
 */
export const weekStartSql = (now: Date) =>
  sql`((date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'America/New_York') + interval '1 day') - interval '1 day') at time zone 'America/New_York')`;
