import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@agentsy/contracts';
import type { Api } from './api';
import { CliError } from './exit-codes';
import type { Folder } from './install';
import type { Io } from './io';
import { loadLibrary } from './library';
import type { LockedAgent } from './lockfile';
import { fetchCheckedManifest } from './signature';

const hashOf = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/**
 * The lock's files against the signed manifest: a single file is the signed download itself; an
 * unpacked zip's files are the members the manifest lists, path for path (without `<slug>/`).
 */
const filesMatch = (agent: LockedAgent, manifest: ReleaseManifest) => {
  if (agent.files.length === 1 && agent.files[0]!.sha256 === agent.sha256) return true;
  if (manifest.files.length === 0) return false;
  const locked = agent.files.map((f) => `${f.path.slice(f.path.indexOf('/') + 1)} ${f.sha256}`).sort();
  const signed = manifest.files.map((f) => `${f.path} ${f.sha256}`).sort();
  return locked.length === signed.length && locked.every((line, i) => line === signed[i]);
};

/**
 * `agentsy verify`: every installed file re-hashed against the lock, and each lock entry against
 * its version's signed manifest, so neither a changed file nor a hand-edited lock passes.
 */
export const verifyFolder = async (io: Io, api: Api, { dir, lock }: Folder) => {
  const problems: string[] = [];
  for (const [id, agent] of Object.entries(lock.agents)) {
    for (const file of agent.files) {
      const actual = await hashOf(path.join(dir, file.path)).catch(() => undefined);
      if (actual === undefined) problems.push(`${file.path} is missing.`);
      else if (actual !== file.sha256) problems.push(`${file.path} has changed since it was installed.`);
    }
    try {
      const { manifest, keyId, signature } = await fetchCheckedManifest(api, id, agent.version);
      if (
        manifest.sha256 !== agent.sha256 ||
        keyId !== agent.keyId ||
        signature !== agent.signature ||
        !filesMatch(agent, manifest)
      ) {
        problems.push(`The lock entry of ${id}@${agent.version} does not match its signed manifest.`);
      }
    } catch (error) {
      if (!(error instanceof CliError) || error.reason !== 'tampered') {
        // Offline, the changed files found so far are still worth saying before stopping.
        for (const problem of problems) io.err(problem);
        throw error;
      }
      problems.push(`${id}@${agent.version}: ${error.message.replace(' Nothing was written.', '')}`);
    }
  }
  if (problems.length) {
    for (const problem of problems) io.err(problem);
    throw new CliError('tampered', `Verification failed: ${problems.length} problem(s) in ${dir}.`);
  }
  const count = Object.keys(lock.agents).length;
  io.out(`Verified ${count} agent(s) in ${dir}: every file matches its signed manifest.`);
};

/** `agentsy list`: the agents this sign-in owns, their newest version and what DIR has. */
export const listOwned = async (io: Io, api: Api, folder: Folder) => {
  const { items } = await loadLibrary(api);
  if (items.length === 0) {
    io.out(`You own no agents on ${api.server} yet.`);
    return;
  }
  for (const item of items) {
    const newest = item.versions.find((v) => !v.revoked)?.version ?? 'withdrawn';
    const installed = folder.lock.agents[item.listingId]?.version;
    const here = installed ? `installed ${installed}` : 'not installed here';
    io.out(`${item.listingId}  ${item.slug}  newest ${newest}  ${here}  "${item.title}"`);
  }
};
