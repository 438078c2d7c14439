import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { licenseActivations, licenseKeys, listingLicensing, orders } from '../../db/schema';

export const findLicensing = async (db: DbOrTx, listingId: string) => {
  const [row] = await db.select().from(listingLicensing).where(eq(listingLicensing.listingId, listingId)).limit(1);
  return row;
};

export const upsertLicensing = (db: DbOrTx, listingId: string, values: { enabled: boolean; activationLimit: number }) =>
  db
    .insert(listingLicensing)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: listingLicensing.listingId, set: { ...values, updatedAt: sql`now()` } });

/** undefined when the key is taken (one in 2^98: the caller draws another). */
export const insertLicenseKey = async (
  db: DbOrTx,
  values: { key: string; orderId: string; listingId: string; activationLimit: number },
) => {
  const [row] = await db.insert(licenseKeys).values(values).onConflictDoNothing().returning();
  return row;
};

const keyState = {
  id: licenseKeys.id,
  listingId: licenseKeys.listingId,
  activationLimit: licenseKeys.activationLimit,
  orderStatus: orders.status,
  /** The seller, to whom a `license.activated` webhook goes. */
  sellerId: orders.sellerId,
  activations: sql<number>`(select count(*)::int from ${licenseActivations} where ${licenseActivations.keyId} = ${licenseKeys.id})`,
};
export type KeyState = {
  id: string;
  listingId: string;
  activationLimit: number;
  orderStatus: string;
  sellerId: string | null;
  activations: number;
};

/** A key with its order's status and how many instances it is activated on. */
export const findKeyState = async (db: DbOrTx, key: string): Promise<KeyState | undefined> => {
  const [row] = await db
    .select(keyState)
    .from(licenseKeys)
    .innerJoin(orders, eq(orders.id, licenseKeys.orderId))
    .where(eq(licenseKeys.key, key))
    .limit(1);
  return row && { ...row, activations: Number(row.activations) };
};

/** Holds the key row until the transaction ends: activations of one key are counted one at a time. */
export const lockKey = async (db: DbOrTx, keyId: string) => {
  await db.execute(sql`select 1 from license_keys where id = ${keyId} for update`);
};

export const hasActivation = async (db: DbOrTx, keyId: string, instanceId: string) => {
  const [row] = await db
    .select({ keyId: licenseActivations.keyId })
    .from(licenseActivations)
    .where(and(eq(licenseActivations.keyId, keyId), eq(licenseActivations.instanceId, instanceId)))
    .limit(1);
  return !!row;
};

export const countActivations = async (db: DbOrTx, keyId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(licenseActivations)
    .where(eq(licenseActivations.keyId, keyId));
  return Number(row?.n ?? 0);
};

export const insertActivation = (db: DbOrTx, keyId: string, instanceId: string) =>
  db.insert(licenseActivations).values({ keyId, instanceId }).onConflictDoNothing();

export const deleteActivation = async (db: DbOrTx, keyId: string, instanceId: string) => {
  const rows = await db
    .delete(licenseActivations)
    .where(and(eq(licenseActivations.keyId, keyId), eq(licenseActivations.instanceId, instanceId)))
    .returning({ keyId: licenseActivations.keyId });
  return rows.length > 0;
};

/** The key of each order, for the orders lists. */
export const findKeysOfOrders = async (db: DbOrTx, orderIds: string[]) =>
  orderIds.length === 0
    ? []
    : db
        .select({ orderId: licenseKeys.orderId, key: licenseKeys.key })
        .from(licenseKeys)
        .where(inArray(licenseKeys.orderId, orderIds));
