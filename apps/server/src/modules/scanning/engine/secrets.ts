import type { ScanFinding } from '@agentsy/contracts';
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { finding, lineIndex, type Member, redact } from './findings';

// secretlint's profiler keeps every mark of every run in memory and searches them on each new
// one: over a thousand files a scan slowed to minutes. A scanner runs for days, so it marks nothing.
secretLintProfiler.mark = () => {};

const RULE_PREFIX = '@secretlint/secretlint-rule-';
const config = { rules: [{ id: `${RULE_PREFIX}preset-recommend`, rule: recommended }] };
/**
 * `secretlint-disable` comments are the uploader's words: they may not hide a key from us. They
 * are blanked with as many characters, so offsets and lines stay.
 */
const disarm = (text: string) => text.replace(/secretlint-(disable|enable)/g, (m) => '_'.repeat(m.length));

/** Words and shapes of a value that stands in for a secret rather than being one. */
const placeholder =
  /example|sample|dummy|placeholder|your[_-]?|<[^>]*>|\$\{|\{\{|x{5,}|\*{4,}|changeme|redacted|fake|abcdefgh|12345678|(.)\1{7,}/i;
const placeholderPasswords =
  /^(pass(word)?|passwd|pwd|secret|postgres|root|admin|user|mysql|mongo|redis|guest|test|changeme|example|x+|\*+)$/i;
const localHosts = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host|hostname|(.+\.)?example\.(com|org|net))(:|\/|$)/i;

/** A connection string or URL with `user:password@host`: a secret unless the password or host is a stand-in. */
const isStandInCredentialUrl = (value: string) => {
  const parts = /^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@\s]*)@([^\s]*)/i.exec(value);
  if (!parts) return false;
  const [, password = '', host = ''] = parts;
  return placeholderPasswords.test(password) || placeholder.test(password) || localHosts.test(host);
};

export const isPlaceholder = (value: string) => placeholder.test(value) || isStandInCredentialUrl(value);

/** Texts are linted together up to about this many characters: each secretlint run has a fixed cost. */
const BATCH_CHARS = 1 << 20;
/** Between two texts of a batch: no rule's token spans a blank line. */
const SEPARATOR = '\n\n';

type Text = { path: string; text: string };

/** secretlint's recommended rules over several texts at once; each hit goes back to its text and line. */
const lintBatch = async (batch: Text[]): Promise<ScanFinding[]> => {
  const starts: number[] = [];
  let offset = 0;
  for (const { text } of batch) {
    starts.push(offset);
    offset += text.length + SEPARATOR.length;
  }
  const content = batch.map((t) => t.text).join(SEPARATOR);
  const result = await lintSource({
    source: { content: disarm(content), filePath: '/upload', ext: '', contentType: 'text' },
    options: { config, noPhysicFilePath: true },
  });
  const found: ScanFinding[] = [];
  const lineFinders = new Map<number, (offset: number) => number>();
  for (const message of result.messages) {
    const value = content.slice(message.range[0], message.range[1]);
    if (isPlaceholder(value)) continue;
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as number) > message.range[0]) i--;
    const { path, text } = batch[i] as Text;
    if (!lineFinders.has(i)) lineFinders.set(i, lineIndex(text));
    const rule = message.ruleId.slice(message.ruleId.lastIndexOf(RULE_PREFIX) + RULE_PREFIX.length);
    found.push(
      finding(
        `secret.${rule}`,
        'critical',
        path,
        lineFinders.get(i)?.(message.range[0] - (starts[i] as number)) ?? null,
        `A secret (${message.messageId}) is written in this file. Revoke it now, remove it, and read it from an environment variable.`,
        redact(value),
      ),
    );
  }
  return found;
};

/**
 * secretlint's recommended rules (AI providers, clouds, chat, private keys, connection strings,
 * ...) over the whole text of every member, every byte of it. Each hit is `secret.<rule>`.
 * Members are added one by one and linted in batches, `pause` called before each; `finish` lints the rest.
 */
export const createSecretCheck = (pause = () => {}) => {
  let batch: Text[] = [];
  let size = 0;
  const found: ScanFinding[] = [];
  const flush = async () => {
    if (!batch.length) return;
    pause();
    found.push(...(await lintBatch(batch)));
    batch = [];
    size = 0;
  };
  return {
    add: async ({ path, text }: Member) => {
      if (text === undefined) return;
      batch.push({ path, text });
      size += text.length;
      if (size >= BATCH_CHARS) await flush();
    },
    finish: async () => {
      await flush();
      return found;
    },
  };
};
