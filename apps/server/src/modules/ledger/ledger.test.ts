import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { balanceOf, postTransaction, UnbalancedTransactionError, unbalancedTransactions } from './ledger.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('posts balanced transactions once per idempotency key', async () => {
  const entries = [
    { account: 'test:a', amountCents: -500 },
    { account: 'test:b', amountCents: 500 },
  ];
  const posted = await t.db.transaction((tx) => postTransaction(tx, { kind: 'sale', idempotencyKey: 'k1', entries }));
  const repeated = await t.db.transaction((tx) => postTransaction(tx, { kind: 'sale', idempotencyKey: 'k1', entries }));
  expect([posted, repeated]).toEqual([true, false]);
  expect(await balanceOf(t.db, 'test:b')).toBe(500);
});

it('refuses an unbalanced transaction in code', async () => {
  await expect(
    t.db.transaction((tx) =>
      postTransaction(tx, { kind: 'sale', idempotencyKey: 'k2', entries: [{ account: 'test:a', amountCents: 1 }] }),
    ),
  ).rejects.toThrow(UnbalancedTransactionError);
});

it('the database refuses unbalanced entries at commit, and edits to history', async () => {
  await expect(
    t.db.transaction(async (tx) => {
      const [row] = await tx.insert(ledgerTransactions).values({ kind: 'sale', idempotencyKey: 'raw' }).returning();
      await tx.insert(ledgerEntries).values({ transactionId: row!.id, account: 'test:a', amountCents: 100 });
    }),
  ).rejects.toThrow();
  expect(await unbalancedTransactions(t.db)).toEqual([]);
  await expect(t.db.execute(sql`update ledger_entries set amount_cents = 1`)).rejects.toThrow();
  await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  expect(await balanceOf(t.db, 'test:b')).toBe(500);
});
