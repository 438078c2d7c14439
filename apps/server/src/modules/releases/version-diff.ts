import { releaseLimits, type VersionDiff, type VersionFile } from '@agentsy/contracts';
import { createTwoFilesPatch } from 'diff';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage';
import { inspectStoredFile, readZipMember } from './file-inspection';
import type { VersionRow } from './versions.repo';

const asText = (bytes: Buffer | undefined) => {
  if (!bytes || bytes.length > releaseLimits.diffPatchMaxBytes || bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

const isZip = (row: VersionRow) => row.fileName.toLowerCase().endsWith('.zip');

/**
 * Members of two versions compared by sha256: added, removed, changed or unchanged, with a
 * unified line diff for changed text members up to 1 MB. A single-file version is one member,
 * the file itself, so two versions of one file name diff as that file.
 */
export const diffVersions = async (storage: Storage, from: VersionRow, to: VersionRow): Promise<VersionDiff> => {
  const [a, b] = await Promise.all([
    inspectStoredFile(storage, { key: from.fileKey, fileName: from.fileName }),
    inspectStoredFile(storage, { key: to.fileKey, fileName: to.fileName }),
  ]);
  if (!a || !b) throw new AppError('NOT_FOUND', { message: 'The file of this version is missing.' });
  const before = new Map(a.files.map((f) => [f.path, f] as [string, VersionFile]));
  const after = new Map(b.files.map((f) => [f.path, f] as [string, VersionFile]));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();

  const memberBytes = (row: VersionRow, whole: Buffer, path: string) =>
    isZip(row) ? readZipMember(whole, path, releaseLimits.diffPatchMaxBytes) : Promise.resolve(whole);

  const files: VersionDiff['files'] = [];
  for (const path of paths) {
    const old = before.get(path);
    const now = after.get(path);
    if (!old) files.push({ path, change: 'added' });
    else if (!now) files.push({ path, change: 'removed' });
    else if (old.sha256 === now.sha256) files.push({ path, change: 'unchanged' });
    else {
      const oldText = asText(await memberBytes(from, a.bytes, path));
      const newText = oldText === undefined ? undefined : asText(await memberBytes(to, b.bytes, path));
      const patch =
        oldText !== undefined && newText !== undefined
          ? createTwoFilesPatch(`a/${path}`, `b/${path}`, oldText, newText, from.version, to.version)
          : undefined;
      files.push({ path, change: 'changed', ...(patch ? { patch } : {}) });
    }
  }
  return { from: from.version, to: to.version, files };
};
