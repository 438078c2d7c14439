import type { ScanFinding } from '@agentsy/contracts';
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { finding, type Member, redact } from './findings';

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

/**
 * secretlint's recommended rules (AI providers, clouds, chat, private keys, connection strings,
 * ...) over the whole text of a member, every byte of it. Each hit is `secret.<rule>`.
 */
export const checkSecrets = async ({ path, text }: Member): Promise<ScanFinding[]> => {
  if (text === undefined) return [];
  const result = await lintSource({
    source: { content: disarm(text), filePath: `/${path}`, ext: '', contentType: 'text' },
    options: { config, noPhysicFilePath: true },
  });
  const found: ScanFinding[] = [];
  for (const message of result.messages) {
    const value = text.slice(message.range[0], message.range[1]);
    if (isPlaceholder(value)) continue;
    const rule = message.ruleId.slice(message.ruleId.lastIndexOf(RULE_PREFIX) + RULE_PREFIX.length);
    found.push(
      finding(
        `secret.${rule}`,
        'critical',
        path,
        message.loc.start.line,
        `A secret (${message.messageId}) is written in this file. Revoke it now, remove it, and read it from an environment variable.`,
        redact(value),
      ),
    );
  }
  return found;
};
