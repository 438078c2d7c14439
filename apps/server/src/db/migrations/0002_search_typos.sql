-- levenshtein_less_equal() confirms a trigram candidate is really a typo of the query word.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
