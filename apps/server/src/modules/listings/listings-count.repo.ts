import { listingCountCap } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Correction,
  filterConditions,
  fromTextIndex,
  type ListingFilter,
  type RunQuery,
  rareWords,
  WALK_PER_CANDIDATE,
} from './browse-listings.repo';
import { correctableTerms, correctedSearch, correctionQuery, fullTextSql, RANK_CANDIDATES } from './listing-search';

/**
 * How many listings match, counted up to `listingCountCap + 1` so the cost stays bounded at any
 * catalogue size (docs/decisions/045-marketplace-count.md). As with a sorted page, words
 * the newest listings lack are counted through the GIN index alone: the planner would otherwise
 * walk every listing for a word its statistics do not hold (decision 035).
 */
const countQuery = (f: ListingFilter, textQuery: string | undefined): SQL => {
  const where = filterConditions(f);
  const text = textQuery ? fullTextSql(textQuery) : undefined;
  if (text) where.push(text.where);
  const matching = sql.join(where, sql` and `);
  const counted = (source: SQL, gate: SQL) =>
    sql`(select count(*) from (select 1 from ${source} l where ${gate} limit ${listingCountCap + 1}) c)`;
  if (!text || f.includeInactive) return sql`select ${counted(sql`listings`, matching)}::int as n`;
  const rare = rareWords(text.where, RANK_CANDIDATES * WALK_PER_CANDIDATE);
  return sql`select (${counted(sql`listings`, sql`${matching} and not ${rare}`)}
    + ${counted(fromTextIndex(where), rare)})::int as n`;
};

/**
 * The number of listings `GET /api/listings` pages through for these filters: the search as
 * typed, or its typo correction when the search as typed finds nothing (as findListingsPage does).
 */
export const countListings = async (run: RunQuery, f: ListingFilter) => {
  const countOf = async (textQuery: string | undefined) => (await run<{ n: number }>(countQuery(f, textQuery)))[0]!.n;
  const found = await countOf(f.search);
  const terms = f.search ? correctableTerms(f.search) : [];
  if (found > 0 || !f.search || !terms.length) return found;
  const corrected = correctedSearch(f.search, await run<Correction>(correctionQuery(terms)));
  return corrected ? countOf(corrected) : 0;
};
