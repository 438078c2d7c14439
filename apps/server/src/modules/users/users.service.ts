import type { ActiveRole, AdminUser, CurrentUser, Role, UpdateProfileRequest } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, searchUsers, type UserPatch, type UserRow, updateUser } from './users.repo';

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
  emailVerified: u.emailVerified,
  twoFactorEnabled: u.twoFactorEnabled,
});

type Deps = { db: Database };

/** Enough to pick someone by a few letters; a longer list means the search needs more letters. */
const USER_SEARCH_LIMIT = 20;

export const createUsersService = ({ db }: Deps) => {
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

    /** Only the fields sent change; an empty string clears one (the name then falls back to the account name). */
    updateProfile: async ({ userId, profile }: { userId: string; profile: UpdateProfileRequest }) => {
      await load(userId);
      const patch = Object.fromEntries(
        Object.entries(profile)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, value?.trim() || null]),
      ) as Pick<UserPatch, 'displayName' | 'bio' | 'website' | 'location'>;
      const updated = Object.keys(patch).length > 0 ? await updateUser(db, userId, patch) : await load(userId);
      return toCurrentUser(updated!);
    },

    enableSeller: async ({ userId }: { userId: string }) => {
      await load(userId);
      await updateUser(db, userId, { sellerEnabled: true, activeRole: 'seller' });
      return { activeRole: 'seller' as const };
    },

    /** The admin user search (spec 2 §2): blank text finds nobody, so a list of everyone never leaks. */
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

/** Reads other modules need inside their own transactions (refunds, listings, auth, the admin guard). */
export { enableSellerModeOnce, findReferralOf, findUserById, type UserRow } from './users.repo';
