/** About three lines of a card, and more than a link preview's description takes. */
export const SUMMARY_CHARS = 300;

/** [pattern, replacement, flags]; `n` makes ^ and $ match at each line. Order matters. */
const steps: [string, string, string][] = [
  // Code fences and reference definitions are markup only; the code inside stays as words.
  ['^[ \\t]{0,3}(```|~~~)[^\\n]*$', '', 'gn'],
  ['^[ \\t]{0,3}\\[[^\\]\\n]+\\]:[^\\n]*$', '', 'gn'],
  // Images and links keep their words; autolinks their address; HTML tags go.
  ['!?\\[([^\\]\\n]*)\\]\\([^)\\n]*\\)', '\\1', 'g'],
  ['!?\\[([^\\]\\n]*)\\]\\[[^\\]\\n]*\\]', '\\1', 'g'],
  ['<((https?|mailto):[^>\\s]*)>', '\\1', 'g'],
  ['</?[A-Za-z][^>\\n]*>', '', 'g'],
  // Table rulers and thematic breaks, then the marks at the start of a line.
  ['^[ \\t]*\\|?[ \\t]*:?-+:?[ \\t]*(\\|[ \\t]*:?-+:?[ \\t]*)+\\|?[ \\t]*$', '', 'gn'],
  ['^[ \\t]*([-*_][ \\t]*){3,}$', '', 'gn'],
  ['^[ \\t]*(>[ \\t]?)*(#{1,6}[ \\t]+|[-*+][ \\t]+(\\[[ xX]\\][ \\t]+)?|[0-9]{1,9}[.)][ \\t]+)?', '', 'gn'],
  // Emphasis, strikethrough and code marks; underscores only at a word's ends (snake_case stays).
  ['(?<!\\\\)(\\*+|~~|`+)|\\m_+|_+\\M', '', 'g'],
  ['\\\\([!-/:-@[-`{-~])', '\\1', 'g'],
  ['\\|', ' ', 'g'],
  ['\\s+', ' ', 'g'],
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * SQL that turns a markdown column into the plain text cards and previews show: the words without
 * the marks, on one line, at most `chars` long. Only the start that can reach
 * those characters is worked on. Written in SQL because the
 * marketplace page is built by the database (listing-view.ts), so no request parses markdown.
 */
export const markdownSummarySql = (column: string, chars = SUMMARY_CHARS) =>
  `left(btrim(${steps.reduce(
    (text, [pattern, replacement, flags]) =>
      `regexp_replace(${text}, ${literal(pattern)}, ${literal(replacement)}, ${literal(flags)})`,
    `left(${column}, ${4 * chars})`,
  )}), ${chars})`;
