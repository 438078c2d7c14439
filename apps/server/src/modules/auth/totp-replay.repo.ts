import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { twoFactors } from '../../db/schema';

/** The user's TOTP secret as Better Auth stored it (encrypted). */
export const findTotpSecret = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return row?.secret;
};

/**
 * Records `step` as the last accepted one, only if it is later than the last: one statement, so
 * of two requests with the same code the row lock lets exactly one through. False when taken.
 */
export const claimTotpStep = async (db: DbOrTx, userId: string, step: number) => {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ userId: twoFactors.userId });
  return claimed.length > 0;
};
