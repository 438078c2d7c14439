import type { UpdateProfileRequest } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import type { NamesService } from '../trust/names.service';
import { type UserPatch, type UserRow, updateUser } from './users.repo';

/**
 * Only the fields sent change; an empty string clears one. A new display name meets the name
 * rules of modules/trust first, and a verified seller's new name protects from then on.
 */
export const updateProfileRow = async (
  { db, names }: { db: Database; names: Pick<NamesService, 'assertNameAllowed' | 'protectNamesOf'> },
  before: UserRow,
  profile: UpdateProfileRequest,
): Promise<UserRow> => {
  const userId = before.id;
  const patch = Object.fromEntries(
    Object.entries(profile)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value?.trim() || null]),
  ) as Pick<UserPatch, 'displayName' | 'bio' | 'website' | 'location'>;
  const isRenamed = patch.displayName !== undefined && patch.displayName !== before.displayName;
  const newName = isRenamed ? patch.displayName : null;
  if (newName) await names.assertNameAllowed({ name: newName, userId, field: 'displayName' });
  if (Object.keys(patch).length === 0) return before;
  const updated = await db.transaction(async (tx) => {
    const row = await updateUser(tx, userId, patch);
    if (isRenamed) await names.protectNamesOf(tx, userId);
    return row;
  });
  return updated!;
};
