import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { models } from '../../db/schema';
import { seededModels } from './model-seed';

export type ModelRow = typeof models.$inferSelect;

export const listModels = (db: DbOrTx) => db.select().from(models).orderBy(asc(models.provider), asc(models.name));

export const hasAnyModel = async (db: DbOrTx) => (await db.select({ id: models.id }).from(models).limit(1)).length > 0;

/** The seed, where the catalogue is empty; rows already there (an admin's edits) stay. */
export const insertSeededModels = async (db: DbOrTx) => {
  await db.insert(models).values(seededModels).onConflictDoNothing();
};

export const findModel = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(models).where(eq(models.id, id));
  return row;
};

export const findModels = (db: DbOrTx, ids: string[]) =>
  ids.length ? db.select().from(models).where(inArray(models.id, ids)) : Promise.resolve([]);

/** Undefined when the id is taken. */
export const insertModel = async (db: DbOrTx, values: typeof models.$inferInsert) => {
  const [row] = await db.insert(models).values(values).onConflictDoNothing().returning();
  return row;
};

export const updateModelRow = async (db: DbOrTx, id: string, patch: Partial<typeof models.$inferInsert>) => {
  const [row] = await db
    .update(models)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(models.id, id))
    .returning();
  return row;
};
