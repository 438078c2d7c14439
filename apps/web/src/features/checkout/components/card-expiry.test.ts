import { describe, expect, it } from 'vitest';
import { formatExpiryInput, parseExpiry } from './card-expiry';

/** What the field shows after typing `keys` one at a time. */
const typeInto = (keys: string, start = '') => [...keys].reduce((shown, key) => formatExpiryInput(shown + key), start);

describe('formatExpiryInput', () => {
  it.each([
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['0434', '04/34'],
    ['434', '04/34'],
    ['1/', '01/'],
    ['12345', '12/34'],
    ['12ab', '12'],
  ])('typing %s shows %s', (keys, shown) => {
    expect(typeInto(keys)).toBe(shown);
  });

  it.each([
    ['12/29', '12/29'],
    ['1229', '12/29'],
    ['12/2029', '12/29'],
    ['4/2031', '04/31'],
  ])('pasting %s shows %s', (pasted, shown) => {
    expect(formatExpiryInput(pasted)).toBe(shown);
  });

  it('lets the user delete back through the slash', () => {
    expect(formatExpiryInput('12/')).toBe('12/');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('')).toBe('');
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/29', { expMonth: 12, expYear: 2029 }],
    ['1229', { expMonth: 12, expYear: 2029 }],
    ['04/2031', { expMonth: 4, expYear: 2031 }],
    [' 4 / 31 ', { expMonth: 4, expYear: 2031 }],
  ])('reads %s', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it.each(['13/29', '00/29', '12/', '12/2', '', 'ab/cd'])('refuses %s', (text) => {
    expect(parseExpiry(text)).toBeNull();
  });
});
