import { describe, expect, it } from 'vitest';
import { serverPriceSchema } from './listing-input';
import { listingsQuerySchema } from './listings';
import {
  applyBps,
  checkoutFigures,
  figureCents,
  formatCents,
  formatUsd,
  moneyCents,
  parseMoney,
  toCents,
} from './money';
import { createPaymentIntentSchema } from './payments';

describe('money', () => {
  it('parses and formats cents without floats', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(5)).toBe(500);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1)).toBe(10);
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatUsd(-1751)).toBe('-$17.51');
    expect(() => toCents('1.999')).toThrow(RangeError);
    expect(() => toCents('-1')).toThrow(RangeError);
  });

  it('reads back the signed figures the server sends, and nothing looser', () => {
    expect(figureCents('-17.51')).toBe(-1751);
    expect(figureCents('0.00')).toBe(0);
    expect(figureCents(formatCents(-5))).toBe(-5);
    expect(() => figureCents('--1')).toThrow(RangeError);
    expect(() => figureCents('-1.999')).toThrow(RangeError);
  });

  it('reads strings and JSON numbers alike, and never rounds', () => {
    for (const [input, cents] of [
      ['0.01', 1],
      [0.01, 1],
      ['12.5', 1250],
      [12.5, 1250],
      [' 7 ', 700],
      [0, 0],
      ['10000.00', 1_000_000],
    ] as const) {
      expect(parseMoney(input)).toEqual({ ok: true, cents });
    }
  });

  it.each([
    [0.005, 'format'],
    ['0.005', 'format'],
    [1.999, 'format'],
    [Number.NaN, 'format'],
    ['NaN', 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    ['Infinity', 'format'],
    [1e21, 'format'],
    ['1e3', 'format'],
    [1e-7, 'format'],
    ['0x10', 'format'],
    ['1,000', 'format'],
    ['', 'format'],
    ['.5', 'format'],
    [null, 'format'],
    [true, 'format'],
    ['-1', 'negative'],
    [-0.5, 'negative'],
    ['99999999999999999999', 'above'],
    [1_000_001, 'above'],
  ])('refuses %s (%s)', (input, reason) => {
    expect(parseMoney(input)).toEqual({ ok: false, reason });
  });

  it('applies a field range', () => {
    expect(parseMoney('10000.01', { maxCents: 1_000_000 })).toEqual({ ok: false, reason: 'above' });
    expect(parseMoney('4.99', { minCents: 500 })).toEqual({ ok: false, reason: 'below' });
  });

  it('a money field names itself in every refusal', () => {
    const amount = moneyCents('amount');
    expect(amount.parse(12.5)).toBe(1250);
    const issue = (v: unknown) => amount.safeParse(v).error?.issues[0]?.message;
    expect(issue(0.005)).toBe('amount must be an amount like 19.99, with at most two decimals');
    expect(issue('1e3')).toMatch(/^amount must be/);
    expect(issue(-1)).toBe('amount cannot be negative');
    expect(issue(1e9)).toBe('amount cannot be more than $1000000.00');
    expect(issue(undefined)).toBe('amount is required');
  });

  it('every amount schema of the API uses it: price, payment figures, price filters', () => {
    expect(serverPriceSchema.safeParse(0.005).success).toBe(false);
    expect(serverPriceSchema.safeParse('0.005').success).toBe(false);
    expect(serverPriceSchema.parse(0.5)).toBe(50);
    expect(createPaymentIntentSchema.safeParse({ listingId: 'x', amount: 20.595 }).success).toBe(false);
    expect(createPaymentIntentSchema.parse({ listingId: 'x', amount: 20.59 }).amount).toBe(2059);
    expect(listingsQuerySchema.safeParse({ priceMin: '1e3' }).success).toBe(false);
    expect(listingsQuerySchema.safeParse({ priceMax: '99999999999999999999' }).success).toBe(false);
    expect(listingsQuerySchema.parse({ priceMin: '25' }).priceMin).toBe(2500);
  });

  it('rounds fees half-up to the cent', () => {
    expect(applyBps(50, 300)).toBe(2); // 1.5 cents -> 2
    expect(applyBps(49, 300)).toBe(1); // 1.47 -> 1
    expect(checkoutFigures(1999)).toEqual({ subtotal: 1999, transactionFee: 60, total: 2059 });
  });
});
