import { z } from 'zod';
import { fees } from './fees';

export { bpsToPercent, buyerFeeLine, buyerFeeName, fees, payoutRules } from './fees';

/** Half-up rounding of `cents * bps / 10000`, in integers only. */
export const applyBps = (cents: number, bps: number) => Math.floor((cents * bps + 5000) / 10000);

/** The largest amount the API accepts anywhere, unless a field sets a lower one: $1,000,000.00. */
export const moneyMaxCents = 100_000_000;

export type MoneyRange = { minCents?: number; maxCents?: number };
export type MoneyParseResult =
  | { ok: true; cents: number }
  | { ok: false; reason: 'format' | 'negative' | 'below' | 'above' };

/**
 * The one reading of an amount of money, from a JSON string or number alike: digits, then at
 * most two decimals. A number is read from its shortest decimal form, so 0.005 stays 0.005 and is
 * refused rather than rounded; NaN, Infinity and exponents (1e3, 1e-7) are refused too.
 */
export const parseMoney = (
  value: unknown,
  { minCents = 0, maxCents = moneyMaxCents }: MoneyRange = {},
): MoneyParseResult => {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'format' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, reason: 'format' };
  }
  if (/^-\d/.test(text)) return { ok: false, reason: 'negative' };
  // Nine digits of dollars is far past any limit and keeps the arithmetic exact.
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match)
    return /^\d{10,}(\.\d{1,2})?$/.test(text) ? { ok: false, reason: 'above' } : { ok: false, reason: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents < minCents) return { ok: false, reason: 'below' };
  if (cents > maxCents) return { ok: false, reason: 'above' };
  return { ok: true, cents };
};

/** "19.99" -> 1999. Throws a RangeError on anything `parseMoney` refuses. */
export const toCents = (amount: string | number): number => {
  const result = parseMoney(amount);
  if (!result.ok) throw new RangeError(`Not a money amount: ${amount}`);
  return result.cents;
};

/**
 * An amount the server sent, read back to cents. Unlike `toCents` it takes a leading minus: net
 * figures (a day with more refunds than sales, earnings after a refund) can go below zero, and a
 * screen must show them rather than fail. Throws a RangeError on anything else.
 */
export const figureCents = (amount: string): number => {
  const negative = amount.startsWith('-');
  const cents = toCents(negative ? amount.slice(1) : amount);
  return negative ? -cents : cents;
};

/** 1999 -> "19.99" */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "$19.99" ("-$17.51" below zero), or "FREE" for zero when asked. */
export const formatUsd = (cents: number, { freeLabel = false } = {}) =>
  freeLabel && cents === 0 ? 'FREE' : `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;

/** What a buyer pays for a listing priced `priceCents`. */
export const checkoutFigures = (priceCents: number) => {
  const transactionFee = applyBps(priceCents, fees.buyerFeeBps);
  return { subtotal: priceCents, transactionFee, total: priceCents + transactionFee };
};

export type MoneyMessages = Partial<Record<'required' | 'format' | 'negative' | 'below' | 'above', string>>;

/** The message for a refused amount, naming the field. */
export const moneyMessage = (
  field: string,
  reason: Exclude<MoneyParseResult, { ok: true }>['reason'] | 'required',
  { minCents = 0, maxCents = moneyMaxCents }: MoneyRange = {},
  messages: MoneyMessages = {},
) =>
  messages[reason] ??
  {
    required: `${field} is required`,
    format: `${field} must be an amount like 19.99, with at most two decimals`,
    negative: `${field} cannot be negative`,
    below: `${field} must be at least $${formatCents(minCents)}`,
    above: `${field} cannot be more than $${formatCents(maxCents)}`,
  }[reason];

/**
 * A money field of any request: a JSON string or number in, integer cents out; a refusal is a
 * 400 naming the field. Every amount the API accepts goes through here.
 */
export const moneyCents = (field: string, range: MoneyRange = {}, messages: MoneyMessages = {}) =>
  z.union([z.string(), z.number()], { error: moneyMessage(field, 'required', range, messages) }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '' && messages.required) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const result = parseMoney(v, range);
    if (result.ok) return result.cents;
    ctx.addIssue({ code: 'custom', message: moneyMessage(field, result.reason, range, messages) });
    return z.NEVER;
  });
