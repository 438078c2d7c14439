import type { ScanFinding, ScanSeverity } from '@agentsy/contracts';

/** One file the engine reads: the upload itself or an archive member (nested ones joined with `!/`). */
export type Member = {
  path: string;
  bytes: Buffer;
  /** The member's content as text when it is valid UTF-8 without NUL bytes, else undefined. */
  text: string | undefined;
};

export const finding = (
  ruleId: string,
  severity: ScanSeverity,
  file: string,
  line: number | null,
  message: string,
  evidence = '',
): ScanFinding => ({ ruleId, severity, file, line, message, evidence });

/** What a secret may show of itself: its first four characters. */
export const redact = (secret: string) => `${[...secret].slice(0, 4).join('')}…`;

/** Evidence that is not a secret, made printable and short (it is shown on screens and in emails). */
export const printable = (text: string, max = 120) => {
  const shown = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we hide
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' || c === '\t' ? ' ' : '?'))
    .replace(
      /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\u{e0000}-\u{e007f}]/gu,
      (c) => `<U+${c.codePointAt(0)?.toString(16).toUpperCase()}>`,
    );
  return shown.length > max ? `${shown.slice(0, max)}…` : shown;
};

/** Finds the 1-based line of an offset quickly, for many offsets in one text or buffer. */
export const lineIndex = (content: string | Buffer) => {
  const starts: number[] = [0];
  if (typeof content === 'string') {
    for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) starts.push(i + 1);
  } else {
    for (let i = content.indexOf(10); i !== -1; i = content.indexOf(10, i + 1)) starts.push(i + 1);
  }
  return (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
};

const severityOrder: Record<ScanSeverity, number> = { critical: 0, warn: 1, info: 2 };

/** Most severe first, then by file, line and rule, so a report reads the same on every run. */
export const sortFindings = (findings: ScanFinding[]) =>
  findings.sort(
    (a, b) =>
      severityOrder[a.severity] - severityOrder[b.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );

/** The extension of a path's last segment, lower case with its dot, or '' (`.env` has none). */
export const extensionOf = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};
