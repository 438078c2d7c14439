import { describe, expect, it } from 'vitest';
import { applyBps, checkoutFigures, formatCents, toCents } from './money';

describe('money', () => {
  it('parses and formats cents without floats', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(5)).toBe(500);
    expect(formatCents(1999)).toBe('19.99');
    expect(formatCents(-5)).toBe('-0.05');
    expect(() => toCents('1.999')).toThrow(RangeError);
    expect(() => toCents('-1')).toThrow(RangeError);
  });

  it('rounds fees half-up to the cent', () => {
    expect(applyBps(50, 300)).toBe(2); // 1.5 cents -> 2
    expect(applyBps(49, 300)).toBe(1); // 1.47 -> 1
    expect(checkoutFigures(1999)).toEqual({ subtotal: 1999, transactionFee: 60, total: 2059 });
  });
});
