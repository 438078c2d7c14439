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

export type SearchMode = 'full-text' | 'typo';

/** Full-text match on the whole query: title (A) > tags (B) > description (C). */
export const fullTextSql = (search: string) => {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  return { where: sql`l.search_vector @@ ${query}`, rank: sql`ts_rank(l.search_vector, ${query})` };
};

/**
 * Typo tolerance, used when the full-text match finds nothing: every word of the query must be
 * close to a word of the title or tags. Trigrams (`%>`, above the session's
 * pg_trgm.word_similarity_threshold, see db/client.ts) find candidates through the GIN index; an
 * edit distance of 1 (short words) or 2 then keeps real typos ("emial" -> email) and drops words
 * that merely share an ending ("social").
 */
export const typoSql = (search: string): { where: SQL; rank: SQL } | undefined => {
  const terms = fuzzyTerms(search);
  if (!terms.length) return undefined;
  const where = sql.join(
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
  return { where, rank: sql`(${similarity}) / ${terms.length}` };
};

export const searchSql = (search: string, mode: SearchMode) =>
  mode === 'full-text' ? fullTextSql(search) : (typoSql(search) ?? fullTextSql(search));
