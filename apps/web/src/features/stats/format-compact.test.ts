import { describe, expect, it } from 'vitest';
import { formatCompact, formatCompactUsd } from './format-compact';

describe('formatCompact', () => {
  it('shows small counts exactly', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(42)).toBe('42');
    expect(formatCompact(999)).toBe('999');
  });

  it('rounds down and marks the remainder with a plus', () => {
    expect(formatCompact(10_400)).toBe('10K+');
    expect(formatCompact(1_250_000)).toBe('1.2M+');
    expect(formatCompact(1_999)).toBe('1.9K+');
  });

  it('drops the plus on exact figures', () => {
    expect(formatCompact(5_000)).toBe('5K');
    expect(formatCompact(2_000_000)).toBe('2M');
  });

  it('formats sales from cents', () => {
    expect(formatCompactUsd(200_000_000)).toBe('$2M');
    expect(formatCompactUsd(1_999)).toBe('$19');
  });
});
