import { z } from 'zod';
import { fees } from './fees';

export { bpsToPercent, fees, payoutRules } from './fees';

/** Half-up rounding of `cents * bps / 10000`, in integers only. */
export const applyBps = (cents: number, bps: number) => Math.floor((cents * bps + 5000) / 10000);

/** "19.99" -> 1999. Accepts numbers too; rejects more than two decimals. */
export const toCents = (amount: string | number): number => {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** 1999 -> "19.99" */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "$19.99", or "FREE" for zero when asked. */
export const formatUsd = (cents: number, { freeLabel = false } = {}) =>
  freeLabel && cents === 0 ? 'FREE' : `$${formatCents(cents)}`;

/** What a buyer pays for a listing priced `priceCents`. */
export const checkoutFigures = (priceCents: number) => {
  const transactionFee = applyBps(priceCents, fees.buyerFeeBps);
  return { subtotal: priceCents, transactionFee, total: priceCents + transactionFee };
};

export const moneyString = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim()))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), { message: 'Enter an amount like 19.99' });
