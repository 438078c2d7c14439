import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/orders')).toBe('/orders');
    expect(safeReturnTo('/marketplace?sortBy=rating')).toBe('/marketplace?sortBy=rating');
  });

  it('refuses other sites and loops', () => {
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
    expect(safeReturnTo('/api/login')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
  });
});
