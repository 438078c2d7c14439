import {
  downloadMessages,
  type LibraryItem,
  librarySchema,
  listingVersionListSchema,
  type OrderVersion,
  releaseMessages,
} from '@agentsy/contracts';
import { z } from 'zod';
import type { Api } from './api';
import { CliError } from './exit-codes';

export const loadLibrary = (api: Api) => api.json('/api/v1/library', librarySchema);

/** `<listingId or folder name>[@version]`; the `@` of a version is the last one. */
export const parseAgentRef = (ref: string) => {
  const at = ref.lastIndexOf('@');
  if (at <= 0) return { id: ref, version: undefined };
  const version = ref.slice(at + 1);
  if (!version) throw new CliError('usage', `Name a version after the @ in ${ref}, or leave the @ out.`);
  return { id: ref.slice(0, at), version };
};

/** An owned agent by listing id or folder name; otherwise whether it exists but is not owned. */
export const findOwned = async (api: Api, items: LibraryItem[], id: string) => {
  const owned = items.find((i) => i.listingId === id || i.slug === id);
  if (owned) return owned;
  const res = await api.request(`/api/listings/${encodeURIComponent(id)}`);
  if (res.ok) {
    const { title } = z.object({ title: z.string() }).parse(await res.json());
    throw new CliError(
      'notPurchased',
      `${downloadMessages.noAccess} "${title}" is not among the agents you bought on ${api.server}.`,
    );
  }
  throw new CliError('notFound', `No agent ${id} on ${api.server}.`);
};

/** Why a version is withdrawn, in the words the listing page and Orders use. */
export const revokedFailure = async (api: Api, listingId: string, version: string) => {
  const all = await api.json(`/api/listings/${encodeURIComponent(listingId)}/versions`, listingVersionListSchema);
  const reason = all.find((v) => v.version === version)?.revokeReason ?? '';
  return new CliError('revoked', releaseMessages.revoked(version, reason));
};

/** The asked-for version, or the newest one not withdrawn (the library lists newest first). */
export const pickVersion = async (api: Api, item: LibraryItem, wanted?: string): Promise<OrderVersion> => {
  if (wanted) {
    const found = item.versions.find((v) => v.version === wanted);
    if (!found) {
      const known = item.versions.map((v) => v.version).join(', ') || 'none';
      throw new CliError('notFound', `"${item.title}" has no published version ${wanted}. Published: ${known}.`);
    }
    if (found.revoked || !found.downloadUrl) throw await revokedFailure(api, item.listingId, found.version);
    return found;
  }
  const newest = item.versions.find((v) => !v.revoked && v.downloadUrl);
  if (newest) return newest;
  const lastRevoked = item.versions[0];
  if (lastRevoked) throw await revokedFailure(api, item.listingId, lastRevoked.version);
  throw new CliError('notFound', `"${item.title}" has no published version yet.`);
};
