import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userPreferences } from '../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesPatch = Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>>;

export const findPreferences = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row;
};

export const findPreferencesAmong = async (db: DbOrTx, userIds: string[]) =>
  userIds.length ? db.select().from(userPreferences).where(inArray(userPreferences.userId, userIds)) : [];

/** Writes only the columns in `patch`; the first save creates the row with the defaults for the rest. */
export const savePreferences = async (db: DbOrTx, userId: string, patch: PreferencesPatch) => {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row!;
};

export const deletePreferences = async (db: DbOrTx, userId: string) => {
  await db.delete(userPreferences).where(eq(userPreferences.userId, userId));
};
