import type {
  ActiveRole,
  AdminUser,
  CurrentUser,
  Participant,
  PrivacyPreferences,
  ProfileVisibility,
  Role,
  UpdateNotificationPreferences,
  UpdatePrivacyPreferences,
  UpdateProfileRequest,
} from '@agentsy/contracts';
import { limits, settingsMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPublicPerson } from '../../lib/public-person';
import type { NamesService } from '../trust/names.service';
import {
  allowsMessagingFrom,
  notificationPreferencesAmong,
  notificationPreferencesOf,
  privacyPreferencesOf,
  toNotificationPreferences,
  toPrivacyPreferences,
} from './preferences';
import { savePreferences } from './preferences.repo';
import { updateProfileRow } from './profile-update';
import { findPeopleByNamePrefix, findUserById, searchUsers, type UserRow, updateUser } from './users.repo';

export { allowsMessagingFrom, notificationPreferencesOf, privacyPreferencesOf };

/** How much of a profile a viewer may see (docs/product.md, Privacy). */
export type ProfileAccess =
  | { kind: 'missing' }
  | { kind: 'hidden'; displayName: string; visibility: ProfileVisibility }
  | { kind: 'visible'; privacy: PrivacyPreferences };

export const roleOf = (u: Pick<UserRow, 'isAdmin' | 'sellerEnabled'>): Role =>
  u.isAdmin ? 'admin' : u.sellerEnabled ? 'seller' : 'buyer';

export const rolesOf = (u: Pick<UserRow, 'isAdmin' | 'sellerEnabled'>): Role[] => [
  'buyer',
  ...(u.sellerEnabled ? (['seller'] as const) : []),
  ...(u.isAdmin ? (['admin'] as const) : []),
];

export const toCurrentUser = (u: UserRow): CurrentUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  emailVerified: u.emailVerified,
  profileImageUrl: u.image,
  displayName: u.displayName ?? u.name,
  avatar: u.image,
  bio: u.bio,
  website: u.website,
  location: u.location,
  role: roleOf(u),
  roles: rolesOf(u),
  activeRole: u.activeRole,
  sellerEnabled: u.sellerEnabled,
  paypalEmail: u.paypalEmail,
  createdAt: u.createdAt.toISOString(),
  firstTimeLogin: u.firstTimeLogin,
  twoFactorEnabled: u.twoFactorEnabled,
});

type Deps = { db: Database; names: Pick<NamesService, 'assertNameAllowed' | 'protectNamesOf'> };

/** Enough to pick someone by a few letters; a longer list means the search needs more letters. */
const USER_SEARCH_LIMIT = 20;

export const createUsersService = ({ db, names }: Deps) => {
  const load = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  return {
    getCurrentUser: async (userId: string) => toCurrentUser(await load(userId)),

    /** First-login choice: a seller choice turns seller mode on at once. */
    completeOnboarding: async ({ userId, role }: { userId: string; role: ActiveRole }) => {
      await load(userId);
      const isSeller = role === 'seller';
      const updated = await updateUser(db, userId, {
        firstTimeLogin: false,
        activeRole: role,
        ...(isSeller ? { sellerEnabled: true } : {}),
      });
      return toCurrentUser(updated!);
    },

    switchRole: async ({ userId, activeRole }: { userId: string; activeRole: ActiveRole }) => {
      const user = await load(userId);
      if (activeRole === 'seller' && !user.sellerEnabled) throw new AppError('SELLER_MODE_REQUIRED');
      await updateUser(db, userId, { activeRole });
      return { activeRole };
    },

    /** PATCH /api/users/profile (profile-update.ts). */
    updateProfile: async ({ userId, profile }: { userId: string; profile: UpdateProfileRequest }) =>
      toCurrentUser(await updateProfileRow({ db, names }, await load(userId), profile)),

    notificationPreferencesOf: (userId: string, tx: DbOrTx = db) => notificationPreferencesOf(tx, userId),
    notificationPreferencesAmong: (userIds: string[], tx: DbOrTx = db) => notificationPreferencesAmong(tx, userIds),
    allowsMessagingFrom: (userId: string) => allowsMessagingFrom(db, userId),

    getNotifications: async (userId: string) => notificationPreferencesOf(db, (await load(userId)).id),

    /** Only the switches sent change. Seller updates are a seller's (or admin's) switch. */
    updateNotifications: async ({ userId, patch }: { userId: string; patch: UpdateNotificationPreferences }) => {
      const user = await load(userId);
      if (patch.sellerUpdates !== undefined && roleOf(user) === 'buyer') {
        throw new AppError('FORBIDDEN', { message: 'Seller updates are for sellers. Turn seller mode on first.' });
      }
      return toNotificationPreferences(await savePreferences(db, userId, patch));
    },

    getPrivacy: async (userId: string) => privacyPreferencesOf(db, (await load(userId)).id),

    updatePrivacy: async ({ userId, patch }: { userId: string; patch: UpdatePrivacyPreferences }) => {
      await load(userId);
      return toPrivacyPreferences(await savePreferences(db, userId, patch));
    },

    /**
     * Private: only the owner (and admins) see it. Members only: visitors do not. A deleted
     * account is missing for everyone. `viewerIsAdmin` asks for the admin role with a live
     * access-code elevation (decision 025): the role alone only describes the admin's own account.
     */
    profileAccessFor: async ({
      ownerId,
      viewerId,
      viewerIsAdmin = async () => false,
    }: {
      ownerId: string;
      viewerId?: string;
      viewerIsAdmin?: () => Promise<boolean>;
    }): Promise<ProfileAccess> => {
      const owner = await findUserById(db, ownerId);
      if (!owner || owner.deletedAt) return { kind: 'missing' };
      const privacy = await privacyPreferencesOf(db, ownerId);
      const hidden = {
        kind: 'hidden',
        displayName: owner.displayName ?? owner.name,
        visibility: privacy.profileVisibility,
      } as const;
      if (viewerId === ownerId || privacy.profileVisibility === 'public') return { kind: 'visible', privacy };
      const viewer = viewerId ? await findUserById(db, viewerId) : undefined;
      if (viewer && !viewer.deletedAt && (await viewerIsAdmin())) return { kind: 'visible', privacy };
      if (privacy.profileVisibility === 'users' && viewer && !viewer.deletedAt) return { kind: 'visible', privacy };
      return hidden;
    },

    enableSeller: async ({ userId }: { userId: string }) => {
      await load(userId);
      await updateUser(db, userId, { sellerEnabled: true, activeRole: 'seller' });
      return { activeRole: 'seller' as const };
    },

    /** The new-conversation form's name search: public fields only, never the e-mail. */
    findPeople: async ({ viewerId, name }: { viewerId: string; name: string }): Promise<Participant[]> =>
      (await findPeopleByNamePrefix(db, { prefix: name, viewerId, limit: limits.peopleSearchMax })).map(toPublicPerson),

    /** The admin user search (docs/product.md#admin): blank text finds nobody, so a list of everyone never leaks. */
    searchUsers: async (text: string): Promise<AdminUser[]> => {
      const search = text.trim();
      if (!search) return [];
      return (await searchUsers(db, search, USER_SEARCH_LIMIT)).map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        firstName: u.firstName,
        lastName: u.lastName,
        profileImageUrl: u.image,
      }));
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;

/** Who looks at a profile: the session user; an admin counts as one only while elevated. */
export type ProfileViewer = { id: string; sessionId: string };

/**
 * One refusal for every part of a profile its owner hid from this viewer (their reviews, their
 * figures), so an API caller learns no more than the profile page shows.
 */
export const visibleProfileGate =
  ({
    profileAccessFor,
    isElevatedAdmin,
  }: {
    profileAccessFor: UsersService['profileAccessFor'];
    isElevatedAdmin: (viewer: ProfileViewer) => Promise<boolean>;
  }) =>
  async (ownerId: string, viewer?: ProfileViewer) => {
    const access = await profileAccessFor({
      ownerId,
      viewerId: viewer?.id,
      viewerIsAdmin: () => (viewer ? isElevatedAdmin(viewer) : Promise.resolve(false)),
    });
    if (access.kind === 'missing') throw new AppError('NOT_FOUND', { message: 'Seller Not Found' });
    if (access.kind === 'hidden') {
      const message =
        access.visibility === 'users' ? settingsMessages.profileForMembers : settingsMessages.profilePrivate;
      throw new AppError('FORBIDDEN', { message });
    }
  };

export type VisibleProfileGate = ReturnType<typeof visibleProfileGate>;

/** Account deletion (modules/account-deletion) erases the preferences with the rest. */
export { deletePreferences } from './preferences.repo';
/** Reads other modules need inside their own transactions (refunds, listings, auth, the admin guard). */
/** `npm run admin -- promote EMAIL` (cli/admin.ts), the one way to make an admin. */
export {
  enableSellerModeOnce,
  eraseUser,
  findPasswordHash,
  findReferralOf,
  findUserById,
  lockUser,
  promoteToAdminByEmail,
  type UserRow,
} from './users.repo';
