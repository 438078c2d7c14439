import { type SQL, sql } from 'drizzle-orm';

/** Words of at least three letters; shorter ones carry no trigrams worth matching. */
const fuzzyTerms = (search: string) =>
  [
    ...new Set(
      search
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3),
    ),
  ].slice(0, 6);

/**
 * Full-text match (title A > tags B > description C) or, for typos, every word of the query
 * close to a word of the title or tags (`%>`, word_similarity above the session's
 * pg_trgm.word_similarity_threshold, see db/client.ts). Both branches use a GIN index.
 * The rank puts every full-text hit above every typo-only hit.
 */
export const searchSql = (search: string): { where: SQL; rank: SQL } => {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  const terms = fuzzyTerms(search);
  const fts = sql`l.search_vector @@ ${query}`;
  if (!terms.length) {
    return { where: fts, rank: sql`ts_rank(l.search_vector, ${query})` };
  }
  // Trigrams find candidates through the index; an edit distance of 1 (short words) or 2 then
  // keeps real typos ("emial" -> email) and drops words that merely share an ending ("social").
  const fuzzy = sql.join(
    terms.map((t) => {
      const distance = t.length <= 4 ? 1 : 2;
      return sql`(l.search_text %> ${t} and exists (select 1 from regexp_split_to_table(l.search_text, '[^[:alnum:]]+') w where levenshtein_less_equal(w, ${t}, ${distance}) <= ${distance}))`;
    }),
    sql` and `,
  );
  const similarity = sql.join(
    terms.map((t) => sql`word_similarity(${t}, l.search_text)`),
    sql` + `,
  );
  return {
    where: sql`(${fts} or (${fuzzy}))`,
    rank: sql`case when ${fts} then 1 + ts_rank(l.search_vector, ${query}) else (${similarity}) / ${terms.length} end`,
  };
};
