import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CliError } from './exit-codes';

export const lockfileName = 'agentsy-lock.json';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
/** A path inside the install folder: relative, no `..`, forward slashes. */
const insidePath = z
  .string()
  .min(1)
  .refine((p) => !path.posix.isAbsolute(p) && !p.split('/').includes('..') && !p.includes('\\'), 'a path inside DIR');

export const lockedFileSchema = z.strictObject({ path: insidePath, sha256: hex64, size: z.number().int().min(0) });
export const lockedAgentSchema = z.strictObject({
  version: z.string().min(1),
  /** The sha256 of the downloaded file, as the signed manifest states it. */
  sha256: hex64,
  keyId: z.string().min(1),
  /** Base64 Ed25519 signature of the version's manifest. */
  signature: z.string().min(1),
  /** What was written under DIR, relative to DIR. */
  files: z.array(lockedFileSchema).min(1),
  /** Present when installed as `<listingId>@<version>`: `update` leaves the agent at it. */
  pinned: z.literal(true).optional(),
});
export type LockedAgent = z.infer<typeof lockedAgentSchema>;

export const lockfileSchema = z.strictObject({
  lockfileVersion: z.literal(1),
  registry: z.string().url(),
  agents: z.record(z.string(), lockedAgentSchema),
});
export type Lockfile = z.infer<typeof lockfileSchema>;

const where = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.join('.') : '(top level)');

/** The folder's lockfile, undefined when there is none; a damaged one stops every command. */
export const readLockfile = (dir: string): Lockfile | undefined => {
  const file = path.join(dir, lockfileName);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CliError('badLockfile', `${file} is not valid JSON. Fix it or delete it and install again.`);
  }
  const parsed = lockfileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError(
      'badLockfile',
      `${file} is not a valid lockfile: ${where(issue)}: ${issue.message}. Fix it or delete it and install again.`,
    );
  }
  return parsed.data;
};

/** Sorted keys, so the file diffs cleanly when committed; written whole or not at all. */
export const writeLockfile = (dir: string, lock: Lockfile) => {
  const agents = Object.fromEntries(Object.entries(lock.agents).sort(([a], [b]) => a.localeCompare(b)));
  const file = path.join(dir, lockfileName);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, `${JSON.stringify({ ...lock, agents }, null, 2)}\n`);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
};
