import {
  activationLimitRange,
  type LicenseActivate,
  type LicenseDeactivate,
  type LicenseState,
  type LicenseStatus,
  type LicenseValidate,
  licenseKeyPattern,
  licenseMessages,
} from '@agentsy/contracts';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { licenseActivated } from './license-events';
import { generateLicenseKey } from './license-key';
import * as repo from './licenses.repo';

/** A key follows its order: refunded (a refund or a lost dispute) or paused while disputed. */
const statusOf = (orderStatus: string): LicenseStatus =>
  orderStatus === 'completed' ? 'active' : orderStatus === 'refunded' ? 'refunded' : 'disabled';

const toState = (k: repo.KeyState): LicenseState => {
  const status = statusOf(k.orderStatus);
  return { valid: status === 'active', status, activations: k.activations, activationLimit: k.activationLimit };
};

// One answer for an unknown key and another listing's key: the calls tell nothing about keys
// the caller does not hold for this listing.
const notFound = () => new AppError('NOT_FOUND', { message: licenseMessages.notFound });

/** The listing's setting as its owner sees it; off with the default limit when never set. */
export const licensingOf = async (db: DbOrTx, listingId: string) => {
  const row = await repo.findLicensing(db, listingId);
  return { licenseKeys: row?.enabled ?? false, activationLimit: row?.activationLimit ?? activationLimitRange.default };
};

/** Stores the owner's change; a limit given alone keeps the switch, the switch alone keeps the limit. */
export const configureLicensing = async (
  tx: DbOrTx,
  listingId: string,
  change: { licenseKeys?: boolean; activationLimit?: number },
) => {
  if (change.licenseKeys === undefined && change.activationLimit === undefined) return;
  const current = await licensingOf(tx, listingId);
  await repo.upsertLicensing(tx, listingId, {
    enabled: change.licenseKeys ?? current.licenseKeys,
    activationLimit: change.activationLimit ?? current.activationLimit,
  });
};

/**
 * In the transaction that completes an order: its key when the listing issues keys, so a
 * completed order of such a listing never exists without one. Undefined otherwise.
 */
export const issueLicenseKey = async (tx: Transaction, order: { id: string; listingId: string }) => {
  const licensing = await repo.findLicensing(tx, order.listingId);
  if (!licensing?.enabled) return undefined;
  for (;;) {
    const row = await repo.insertLicenseKey(tx, {
      key: generateLicenseKey(),
      orderId: order.id,
      listingId: order.listingId,
      activationLimit: licensing.activationLimit,
    });
    if (row) return row.key;
  }
};

/** The keys of these orders by order id, for the orders lists. */
export const licenseKeysOfOrders = async (db: DbOrTx, orderIds: string[]) =>
  new Map((await repo.findKeysOfOrders(db, orderIds)).map((r) => [r.orderId, r.key]));

export const createLicensesService = ({ db }: { db: Database }) => {
  const keyFor = async (tx: DbOrTx, key: string, listingId?: string) => {
    if (!licenseKeyPattern.test(key)) throw notFound();
    const found = await repo.findKeyState(tx, key);
    if (!found || (listingId !== undefined && found.listingId !== listingId)) throw notFound();
    return found;
  };

  return {
    validate: async ({ key, listingId }: LicenseValidate) => toState(await keyFor(db, key, listingId)),

    /**
     * Idempotent per instance. The key row is locked while its activations are counted, so
     * concurrent activations of one key, from any process, never pass the limit.
     */
    activate: ({ key, listingId, instanceId }: LicenseActivate) =>
      db.transaction(async (tx) => {
        const found = await keyFor(tx, key, listingId);
        await repo.lockKey(tx, found.id);
        const state = toState({ ...found, activations: await repo.countActivations(tx, found.id) });
        if (!state.valid) throw new AppError('LICENSE_INACTIVE', { message: licenseMessages.inactive });
        if (await repo.hasActivation(tx, found.id, instanceId)) return state;
        if (state.activations >= state.activationLimit) {
          throw new AppError('ACTIVATION_LIMIT', { message: licenseMessages.activationLimit });
        }
        await repo.insertActivation(tx, found.id, instanceId);
        const activations = state.activations + 1;
        await licenseActivated(tx, {
          sellerId: found.sellerId,
          keyId: found.id,
          listingId: found.listingId,
          instanceId,
          activations,
        });
        return { ...state, activations };
      }),

    /** Frees an instance's seat; also allowed on a key that is no longer active. */
    deactivate: ({ key, instanceId }: LicenseDeactivate) =>
      db.transaction(async (tx) => {
        const found = await keyFor(tx, key);
        await repo.lockKey(tx, found.id);
        if (!(await repo.deleteActivation(tx, found.id, instanceId))) {
          throw new AppError('NOT_FOUND', { message: 'This instance is not activated on this license key.' });
        }
        return toState({ ...found, activations: await repo.countActivations(tx, found.id) });
      }),
  };
};

export type LicensesService = ReturnType<typeof createLicensesService>;
