import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutMethods, payouts, users } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

export const hasPendingPayout = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'pending')))
    .limit(1);
  return !!row;
};

export const insertPayout = async (db: DbOrTx, values: typeof payouts.$inferInsert) => {
  const [row] = await db.insert(payouts).values(values).returning();
  return row!;
};

export const findPayoutForUpdate = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update').limit(1);
  return row;
};

export const updatePayout = async (db: DbOrTx, id: string, patch: Partial<PayoutRow>) => {
  const [row] = await db.update(payouts).set(patch).where(eq(payouts.id, id)).returning();
  return row!;
};

const payoutWithUser = {
  payout: payouts,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
  email: users.email,
};
export type PayoutView = {
  payout: PayoutRow;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string;
};

export const listPayouts = (
  db: DbOrTx,
  { userId, status }: { userId?: string; status?: PayoutRow['status'] },
): Promise<PayoutView[]> =>
  db
    .select(payoutWithUser)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(and(userId ? eq(payouts.userId, userId) : undefined, status ? eq(payouts.status, status) : undefined))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));

export const findPayoutView = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select(payoutWithUser)
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.id, id));
  return row;
};

/** Pending and completed payout totals, for the wallet. */
export const payoutTotals = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({
      pending: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'pending'), 0)`,
      completed: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} = 'completed'), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.userId, userId));
  return { pendingCents: Number(row?.pending ?? 0), completedCents: Number(row?.completed ?? 0) };
};

export const findPayoutMethod = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId)).limit(1);
  return row;
};

export const upsertPayoutMethod = async (db: DbOrTx, values: typeof payoutMethods.$inferInsert) => {
  const { userId, ...rest } = values;
  const [row] = await db
    .insert(payoutMethods)
    .values(values)
    .onConflictDoUpdate({ target: payoutMethods.userId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  return row!;
};

export const listUsersWithPayoutMethod = (db: DbOrTx) => db.select().from(payoutMethods);

/** The Request Payout dialog pre-fills the PayPal e-mail from the account. */
export const rememberPaypalEmail = async (db: DbOrTx, userId: string, paypalEmail: string) => {
  await db.update(users).set({ paypalEmail }).where(eq(users.id, userId));
};

export const deletePayoutMethod = async (db: DbOrTx, userId: string) => {
  await db.delete(payoutMethods).where(eq(payoutMethods.userId, userId));
};
