import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LibraryItem, OrderVersion } from '@agentsy/contracts';
import type { Api } from './api';
import { downloadToTemp } from './download';
import { CliError } from './exit-codes';
import type { Io } from './io';
import { findOwned, loadLibrary, parseAgentRef, pickVersion } from './library';
import { type Lockfile, writeLockfile } from './lockfile';
import { fetchCheckedManifest } from './signature';
import { isZipName, type UnpackedFile, unpackZip } from './unpack';

export type Folder = { dir: string; lock: Lockfile };

/** What the server's slugs look like (lowercase words joined by hyphens). */
export const folderName = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Puts a fully written folder at `target`, replacing what was there: the old folder is moved
 * aside first and put back if the new one cannot take its place, so DIR/<slug>/ is always one
 * whole version.
 */
const replaceFolder = (staging: string, target: string) => {
  const aside = path.join(path.dirname(target), `.agentsy-${randomBytes(6).toString('hex')}.old`);
  let moved = false;
  try {
    renameSync(target, aside);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    if (moved) renameSync(aside, target);
    throw error;
  }
  if (moved) rmSync(aside, { recursive: true, force: true });
};

/**
 * One version into DIR/<slug>/: the manifest's signature is checked first, then the downloaded
 * bytes against the manifest's sha256; only then is a zip unpacked (or a single file moved) into a
 * hidden temp folder, which replaces DIR/<slug>/ whole.
 */
const installVersion = async (
  io: Io,
  api: Api,
  { dir, lock }: Folder,
  item: LibraryItem,
  version: OrderVersion,
  pinned: boolean,
) => {
  // The library is not signed: a folder name that could leave DIR is refused, not cleaned.
  if (!folderName.test(item.slug)) {
    throw new CliError('serverError', `${api.server} named the folder "${item.slug}", which is not a plain name.`);
  }
  const checked = await fetchCheckedManifest(api, item.listingId, version.version);
  mkdirSync(dir, { recursive: true });
  const got = await downloadToTemp(io, api, { url: version.downloadUrl!, size: version.fileSize }, dir);
  const staging = path.join(dir, `.agentsy-${randomBytes(6).toString('hex')}.new`);
  let files: UnpackedFile[];
  try {
    if (got.sha256 !== checked.manifest.sha256) {
      throw new CliError(
        'tampered',
        `The download of ${item.listingId}@${version.version} does not match its signed manifest ` +
          `(sha256 ${got.sha256}, signed ${checked.manifest.sha256}). Nothing was written.`,
      );
    }
    mkdirSync(staging);
    if (isZipName(got.fileName)) {
      files = await unpackZip(got.tempFile, staging, got.fileName);
    } else {
      renameSync(got.tempFile, path.join(staging, got.fileName));
      files = [{ path: got.fileName, sha256: got.sha256, size: got.size }];
    }
    replaceFolder(staging, path.join(dir, item.slug));
  } finally {
    rmSync(got.tempFile, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
  // Files of the replaced version outside its folder (the listing's folder name changed since).
  for (const old of lock.agents[item.listingId]?.files ?? []) {
    if (!old.path.startsWith(`${item.slug}/`)) rmSync(path.join(dir, old.path), { force: true });
  }
  lock.agents[item.listingId] = {
    version: version.version,
    sha256: checked.manifest.sha256,
    keyId: checked.keyId,
    signature: checked.signature,
    files: files.map((f) => ({ ...f, path: `${item.slug}/${f.path}` })),
    ...(pinned ? { pinned: true as const } : {}),
  };
  writeLockfile(dir, lock);
  io.out(`Installed "${item.title}" ${version.version} in ${path.join(dir, item.slug)}`);
};

/** `agentsy install <listingId>[@version]`: a named version is pinned for `update`. */
export const install = async (io: Io, api: Api, folder: Folder, ref: string) => {
  const { id, version: wanted } = parseAgentRef(ref);
  const item = await findOwned(api, (await loadLibrary(api)).items, id);
  const version = await pickVersion(api, item, wanted);
  await installVersion(io, api, folder, item, version, wanted !== undefined);
};

/** `agentsy update [<listingId>]`: each installed agent to its newest version, pins left alone. */
export const update = async (io: Io, api: Api, folder: Folder, ref: string | undefined) => {
  const { agents } = folder.lock;
  const ids = Object.keys(agents);
  if (ids.length === 0) throw new CliError('notFound', `Nothing is installed in ${folder.dir}.`);
  let chosen = ids;
  if (ref !== undefined) {
    const id = ids.find((i) => i === ref || agents[i]!.files.some((f) => f.path.startsWith(`${ref}/`)));
    if (!id) throw new CliError('notFound', `${ref} is not installed in ${folder.dir}.`);
    chosen = [id];
  }
  const { items } = await loadLibrary(api);
  for (const id of chosen) {
    const locked = agents[id]!;
    if (locked.pinned) {
      io.out(`${id} stays at ${locked.version} (pinned; install ${id} to unpin).`);
      continue;
    }
    const item = await findOwned(api, items, id);
    const newest = await pickVersion(api, item);
    if (newest.version === locked.version) {
      io.out(`"${item.title}" is up to date at ${locked.version}.`);
      continue;
    }
    await installVersion(io, api, folder, item, newest, false);
  }
};
