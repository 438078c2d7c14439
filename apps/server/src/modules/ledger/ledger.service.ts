/**
 * What other modules may do with the ledger. Money moves are booked inside the caller's own
 * transaction (an order, a refund, a payout), so these take that transaction rather than
 * opening one; everything else in ledger.repo.ts stays private to this module.
 */
export {
  balanceOf,
  entriesOfKeys,
  type LedgerKind,
  lockAccount,
  type PostTransactionInput,
  postTransaction,
  sumsByKind,
} from './ledger.repo';
export { figures, type KeptDailyTotal, type KeptTotal, keptDailyTotals, keptTotals } from './ledger-totals.repo';
