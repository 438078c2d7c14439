import { type SQL, sql } from 'drizzle-orm';

/**
 * How many of the newest full-text matches are ranked when results are sorted by relevance; the
 * matches after them follow newest first. A common word matches a large share of the catalogue,
 * and finding and ranking every match costs a heap read and a ts_rank each, so relevance is
 * decided among this many newest matches (see docs/decisions/008-search-at-scale.md).
 */
export const RANK_CANDIDATES = 50;

/** The words of a query as typed, lower-cased, in order. */
const wordsOf = (search: string) =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Words worth correcting: three letters or more (shorter ones carry no useful trigrams), not only digits. */
export const correctableTerms = (search: string) =>
  [...new Set(wordsOf(search).filter((w) => w.length >= 3 && !/^\p{N}+$/u.test(w)))].slice(0, 6);

/** Full-text match on the whole query: title (A) > tags (B) > description (C), English stemming. */
export const fullTextSql = (search: string) => {
  const query = sql`websearch_to_tsquery('english', ${search})`;
  return { where: sql`l.search_vector @@ ${query}`, rank: sql`ts_rank(l.search_vector, ${query})` };
};

/** Edit distance allowed for a word of this length: 1 up to four letters, else 2. */
const allowedDistance = (term: string) => (term.length <= 4 ? 1 : 2);

/**
 * The closest vocabulary word to each term, or null. Trigram similarity (`%`, above the
 * session's pg_trgm.similarity_threshold, see db/client.ts) finds candidates through the index
 * on `search_words`; the edit distance then keeps real typos ("emial" -> email) and drops words
 * that merely share an ending ("social"). A term that is itself a word comes back unchanged.
 */
export const correctionQuery = (terms: string[]): SQL => {
  const rows = sql.join(
    terms.map((t, i) => sql`(${i}::int, ${t}::text, ${allowedDistance(t)}::int)`),
    sql`, `,
  );
  return sql`
    select t.term, c.word
    from (values ${rows}) t(pos, term, distance)
    left join lateral (
      select w.word from search_words w
      where w.word % t.term and levenshtein_less_equal(w.word, t.term, t.distance) <= t.distance
      order by levenshtein_less_equal(w.word, t.term, t.distance), similarity(w.word, t.term) desc, w.word
      limit 1
    ) c on true
    order by t.pos`;
};

/**
 * The query with every correctable word replaced by its correction; undefined when a word has
 * none (every word must match, as in the full-text search) or when nothing changed.
 */
export const correctedSearch = (search: string, corrections: { term: string; word: string | null }[]) => {
  const byTerm = new Map(corrections.map((c) => [c.term, c.word]));
  if ([...byTerm.values()].some((w) => w === null)) return undefined;
  const words = wordsOf(search);
  const corrected = words.map((w) => byTerm.get(w) ?? w);
  return corrected.join(' ') === words.join(' ') ? undefined : corrected.join(' ');
};
