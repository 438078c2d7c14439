import { type Compatibility, compatibilityMessages, compatibilitySchema, releaseMessages } from '@agentsy/contracts';
import semver from 'semver';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { modelsOf } from '../models/models.service';

const refused = (message: string) =>
  new AppError('COMPATIBILITY_INVALID', { message, fields: { compatibility: message } });

/** Every version range of the compatibility, named as the seller wrote its path. */
const rangesOf = (c: Compatibility) =>
  c.targets.flatMap((t, i) =>
    [
      ['platformVersions', t.platformVersions],
      ['runtimes.python', t.runtimes?.python],
      ['runtimes.node', t.runtimes?.node],
    ]
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([field, value]) => ({ field: `targets[${i}].${field}`, value })),
  );

/**
 * The `compatibility` field of a publish or a new listing (JSON text), checked whole: its shape
 * (packages/contracts compatibility.ts), every version field a semver range, every model in the
 * catalogue. Not JSON or not an object: 400; JSON that is not a valid compatibility: 422 naming
 * what is wrong. Empty means none.
 */
export const parseCompatibility = async (db: DbOrTx, text: unknown): Promise<Compatibility | null> => {
  if (text === undefined || (typeof text === 'string' && text.trim() === '')) return null;
  let value: unknown;
  try {
    value = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {}
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('VALIDATION_FAILED', {
      message: releaseMessages.compatibilityInvalid,
      fields: { compatibility: releaseMessages.compatibilityInvalid },
    });
  }
  const parsed = compatibilitySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refused(`compatibility.${issue.path.join('.')}: ${issue.message}`);
  }
  for (const { field, value: range } of rangesOf(parsed.data)) {
    if (semver.validRange(range) === null) throw refused(compatibilityMessages.notARange(field, range));
  }
  const ids = [
    ...parsed.data.targets.flatMap((t) => t.models ?? []),
    ...(parsed.data.tested ?? []).map((t) => t.model),
  ];
  const known = new Set((await modelsOf(db, ids)).map((m) => m.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw refused(compatibilityMessages.unknownModel(unknown));
  return parsed.data;
};

/** A stored compatibility as the API shows it: rows from before its shape was fixed read as none. */
export const compatibilityOf = (stored: unknown): Compatibility | null => {
  const parsed = compatibilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};
