export * from './auth';
export * from './forms';
export * from './ledger';
export * from './listings';
export * from './payments';
export * from './payouts';
export * from './preferences';
export * from './refunds';
