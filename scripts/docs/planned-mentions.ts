/** A routed path as a pattern: `:id` stands for one segment, a trailing `*` for the rest. */
const patternOf = (routePath: string) =>
  new RegExp(
    `^${routePath
      .split('/')
      .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.]/g, '\\.')))
      .join('/')}$`,
  );

/** Paths written in code spans: `/settings`, `GET /api/users/{id}`, `/messages?conversation={id}`. */
const pathsIn = (text: string) =>
  [...text.matchAll(/`([^`]+)`/g)].flatMap((span) =>
    [...(span[1] ?? '').matchAll(/(?:^|\s)(\/[^\s?#]*)/g)].map((m) => (m[1] ?? '').replace(/\{[^}]*\}/g, 'x')),
  );

const saysPlanned = (text: string) => /\bplanned\b|not open yet/i.test(text);

/** Paragraphs, list items and table rows, each with the line it starts on and its section. */
const blocksOf = (markdown: string) => {
  const blocks: { line: number; text: string; section: string }[] = [];
  let section = '';
  let current: { line: number; text: string; section: string } | undefined;
  markdown.split('\n').forEach((line, i) => {
    const isHeading = /^#{1,6} /.test(line);
    if (isHeading) section = line;
    if ((isHeading || /^(\s*[-*] |\s*\d+\. |\|)/.test(line) || !line.trim()) && current) {
      blocks.push(current);
      current = undefined;
    }
    if (isHeading) blocks.push({ line: i + 1, text: line, section });
    else if (!line.trim()) return;
    else if (current) current.text += `\n${line}`;
    else current = { line: i + 1, text: line, section };
  });
  if (current) blocks.push(current);
  return blocks;
};

/**
 * Places where the text calls a screen or call planned although it is routed: a paragraph, list
 * item or table row that names a routed path and says "planned" or "not open yet", or any routed
 * path inside a section whose heading or first paragraph says "(planned)".
 */
export const plannedButRouted = (markdown: string, routedPaths: string[]) => {
  const patterns = routedPaths.map((p) => ({ path: p, pattern: patternOf(p) }));
  const routedIn = (text: string) =>
    pathsIn(text).flatMap((mentioned) => patterns.filter((p) => p.pattern.test(mentioned)).map((p) => p.path));
  const blocks = blocksOf(markdown);
  const plannedSections = new Set(
    blocks
      .filter((b, i) => b.text === b.section || blocks[i - 1]?.text === b.section)
      .filter((b) => /\(planned\)/i.test(b.text))
      .map((b) => b.section),
  );
  return blocks.flatMap((b) => {
    const routed = [...new Set(routedIn(b.text))];
    if (!routed.length || !(saysPlanned(b.text) || plannedSections.has(b.section))) return [];
    return [`line ${b.line}: calls planned what is routed (${routed.join(', ')})`];
  });
};
