import { type SQL, sql } from 'drizzle-orm';

/**
 * A listing is live while it has a current version: the highest published, non-revoked,
 * non-prerelease one, kept in `listings.current_version` by modules/releases/current-version.ts.
 * A listing without one (every version revoked, or its first still waiting for a check) stays
 * out of every public list: marketplace, search, counts, sitemap, profiles, leaderboards.
 * Every such query adds this condition, so they agree on what "live" means.
 */
export const isLive = (alias?: string): SQL => sql.raw(`${alias ? `${alias}.` : ''}current_version is not null`);
