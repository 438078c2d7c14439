import type { ScanFinding } from '@agentsy/contracts';
import { extensionOf, finding, lineIndex, type Member, printable } from './findings';

/** Where prompts live as prose: long base64 there is smuggled content, not an asset. */
const promptExtensions = new Set(['.md', '.mdx', '.markdown', '.txt', '.prompt', '.rst']);
const commentExtensions = new Set(['.md', '.mdx', '.markdown', '.html', '.htm', '.xml', '.svg']);

type Pattern = {
  id: string;
  re: RegExp;
  message: string;
  evidence?: (match: RegExpExecArray) => string;
  skip?: (match: RegExpExecArray, text: string) => boolean;
};

const patterns: Pattern[] = [
  {
    id: 'injection.override',
    re: /\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+|every\s+)?(of\s+)?(the\s+|your\s+|my\s+)?(previous|prior|above|earlier|preceding|former|original|system)\s+(instructions?|prompts?|rules|directions|guidelines|messages|context)\b/gi,
    message: 'Tells the model to ignore the instructions it was given.',
  },
  {
    id: 'injection.role-change',
    re: /\b(you\s+are\s+now\s+(DAN|in\s+developer\s+mode|unrestricted|jailbroken|free\s+from|no\s+longer\s+bound)|act\s+as\s+(DAN|an?\s+unrestricted|an?\s+unfiltered)|(DAN|developer|jailbreak|god)\s+mode\s+(enabled|activated|on)\b|pretend\s+(that\s+)?you\s+have\s+no\s+(restrictions|rules|guidelines|filters)|you\s+are\s+no\s+longer\s+(an?\s+AI|bound|restricted|ChatGPT|Claude))/gi,
    message: 'Tries to change the model into a role without its rules.',
  },
  {
    id: 'injection.remote-instructions',
    re: /\b(fetch|visit|open|read|load|download|retrieve|browse\s+to|go\s+to)\b[^\n]{0,120}\b(https?:\/\/\S+|url|link|page)[^\n]{0,120}\b(follow|execute|obey|carry\s+out|do\s+what)\b[^\n]{0,40}\b(instructions?|commands?|steps|it\s+says)/gi,
    message: 'Tells the model to fetch remote text and follow it: the instructions can change after review.',
  },
  {
    id: 'injection.hidden-text',
    re: /[\u{E0000}-\u{E007F}]+/gu,
    // A region's flag emoji (a black flag, a few tag letters, a cancel tag) is their one honest use.
    skip: (m, text) =>
      text.codePointAt(m.index - 2) === 0x1f3f4 &&
      /^[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}$/u.test(m[0]),
    message: 'Holds invisible Unicode tag characters: text the model reads and people do not see.',
    evidence: (m) =>
      `hidden text: ${[...m[0]].map((c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xe0000)).join('')}`,
  },
  {
    id: 'injection.invisible-characters',
    re: /[\u200b\u2060-\u2064\u180e]|(?!^)\ufeff|[\u200c\u200d]{2,}/gu,
    message: 'Holds zero-width characters that can hide or split words from reviewers.',
  },
  {
    id: 'injection.bidi-control',
    re: /[\u202a-\u202e\u2066-\u2069]/g,
    message: 'Holds bidirectional control characters that make text read differently from what it is.',
  },
];

const htmlComment = /<!--([\s\S]*?)-->/g;
/** Words addressed to a model, not notes to a maintainer. */
const instructionWords =
  /\b(ignore|disregard)\b|\byou\s+(must|should|will|are\s+to)\b|\b(assistant|AI|model|LLM)\s*[:,]|\bdo\s+not\s+(tell|mention|reveal|show)\b|\bsecretly\b|\bwithout\s+telling\b|\brun\s+the\s+following\b|\bsend\s+(the|all|every|their)\b/i;
const base64Run = /(?<!base64,)(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{200,}={0,2}/g;

/**
 * Prompt injection in any text member: instructions that override, role changes, hidden text,
 * instructions in HTML comments, long base64 in prompts, remote instructions. These only flag a
 * version for a person (warn), never block it alone.
 */
export const checkInjection = ({ path, text }: Member): ScanFinding[] => {
  if (text === undefined) return [];
  const lineOf = lineIndex(text);
  const found: ScanFinding[] = [];
  const add = (id: string, at: number, message: string, evidence: string) => {
    const line = lineOf(at);
    if (found.filter((f) => f.ruleId === id).length >= 5) return;
    if (!found.some((f) => f.ruleId === id && f.line === line))
      found.push(finding(id, 'warn', path, line, message, printable(evidence)));
  };
  for (const { id, re, message, evidence, skip } of patterns)
    for (const m of text.matchAll(re) as IterableIterator<RegExpExecArray>)
      if (!skip?.(m, text)) add(id, m.index, message, evidence ? evidence(m) : m[0]);
  const ext = extensionOf(path);
  if (commentExtensions.has(ext))
    for (const m of text.matchAll(htmlComment))
      if (instructionWords.test(m[1] ?? ''))
        add(
          'injection.html-comment',
          m.index,
          'Gives instructions inside an HTML comment, hidden when the page is shown.',
          m[0],
        );
  if (promptExtensions.has(ext))
    for (const m of text.matchAll(base64Run))
      add(
        'injection.base64',
        m.index,
        'Holds a long base64 run in a prompt: content nobody reviews can be smuggled in it.',
        m[0].slice(0, 40),
      );
  return found;
};
