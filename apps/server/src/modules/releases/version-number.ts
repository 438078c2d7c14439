import { releaseMessages } from '@agentsy/contracts';
import semver from 'semver';
import { AppError } from '../../lib/app-error';

export type VersionNumber = { version: string; prerelease: boolean };

/**
 * A strict semantic version: `v1.2.0` becomes `1.2.0`, build metadata is dropped (it does not
 * order versions, so `1.2.0+a` is the number `1.2.0`), and a range or a partial number is refused.
 */
export const parseVersionNumber = (input: string): VersionNumber => {
  const parsed = semver.parse(input.trim());
  if (!parsed) {
    throw new AppError('VALIDATION_FAILED', {
      message: releaseMessages.invalidVersion,
      fields: { version: releaseMessages.invalidVersion },
    });
  }
  return { version: parsed.version, prerelease: parsed.prerelease.length > 0 };
};

/** The same check for a version in an address: not a number means no such version. */
export const versionInPath = (input: string) => semver.parse(input)?.version;

/** Newest first by semantic version precedence. */
export const newestFirst = <T extends { version: string }>(rows: T[]) =>
  [...rows].sort((a, b) => semver.rcompare(a.version, b.version));

/**
 * The current version: the highest published, non-revoked, non-prerelease one
 * (spec part 3, section 1).
 */
export const currentOf = <
  T extends { version: string; publishedAt: Date | null; revokedAt: Date | null; prerelease: boolean },
>(
  rows: T[],
) => newestFirst(rows.filter((r) => r.publishedAt && !r.revokedAt && !r.prerelease))[0];
