import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerEntries, ledgerKinds, ledgerTransactions } from '../../db/schema';
import { type LedgerEntryInput, netByAccount } from './ledger-accounts';

export type LedgerKind = (typeof ledgerKinds)[number];

export type PostTransactionInput = {
  kind: LedgerKind;
  idempotencyKey: string;
  entries: LedgerEntryInput[];
  orderId?: string;
  payoutId?: string;
  memo?: string;
  /** When the money moved; the database's clock unless the caller's story has its own (the demo seed). */
  at?: Date;
};

export class UnbalancedTransactionError extends Error {}

/**
 * Posts one balanced transaction. A repeated idempotency key posts nothing and answers false,
 * so a retried sale, refund or payout can never move money twice.
 */
export const postTransaction = async (tx: Transaction, input: PostTransactionInput) => {
  const entries = netByAccount(input.entries);
  const total = entries.reduce((sum, e) => sum + e.amountCents, 0);
  if (total !== 0 || entries.some((e) => !Number.isSafeInteger(e.amountCents))) {
    throw new UnbalancedTransactionError(`${input.kind} ${input.idempotencyKey} is unbalanced by ${total}`);
  }
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      orderId: input.orderId,
      payoutId: input.payoutId,
      memo: input.memo,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  if (entries.length) {
    await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId: row.id, createdAt: input.at })));
  }
  return true;
};

/** The entries of the transactions with these keys, e.g. a sale and its referral commission. */
export const entriesOfKeys = async (db: DbOrTx, keys: string[]): Promise<LedgerEntryInput[]> =>
  db
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sql`${ledgerTransactions.id} = ${ledgerEntries.transactionId}`)
    .where(inArray(ledgerTransactions.idempotencyKey, keys));

export const balanceOf = async (db: DbOrTx, account: string) => {
  const rows = rowsOf<{ total: string | number | null }>(
    await db.execute(
      sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries where account = ${account}`,
    ),
  );
  return Number(rows[0]?.total ?? 0);
};

/**
 * Serialises money movements of one account until the transaction ends, on PostgreSQL and on
 * PGlite alike. Every writer that checks a balance before debiting takes this first.
 */
export const lockAccount = async (tx: Transaction, account: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${account}))`);
};

/** Per-kind sums of one account's entries: the wallet's figures. */
export const sumsByKind = async (db: DbOrTx, account: string) => {
  const rows = rowsOf<{ kind: LedgerKind; total: string | number }>(
    await db.execute(sql`
      select t.kind, coalesce(sum(e.amount_cents), 0) as total
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account = ${account}
      group by t.kind`),
  );
  const sums = Object.fromEntries(ledgerKinds.map((k) => [k, 0])) as Record<LedgerKind, number>;
  for (const r of rows) sums[r.kind] = Number(r.total);
  return sums;
};

/** Transactions whose entries do not sum to zero; always empty (tests assert it). */
export const unbalancedTransactions = async (db: DbOrTx) =>
  rowsOf<{ id: string; total: string }>(
    await db.execute(sql`
      select t.id, coalesce(sum(e.amount_cents), 0) as total
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount_cents), 0) <> 0`),
  );
