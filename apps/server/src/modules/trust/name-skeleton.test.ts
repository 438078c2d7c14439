import { describe, expect, it } from 'vitest';
import { reservedWordIn, skeletonOf } from './name-skeleton';

describe('skeletonOf', () => {
  it.each([
    ['Sam Se11er', 'Sam Seller'],
    ['Anthrop\u200Bic', 'Anthropic'],
    ['\u0410nthr\u043Epi\u0441', 'Anthropic'], // Cyrillic A, o and c
    ['SAM  SELLER', 'sam seller'],
    ['Sam\u202ESeller', 'Sam Seller'.replace(' ', '')],
    ['Ｓａｍ Ｓｅｌｌｅｒ', 'Sam Seller'], // full-width, folded by NFKC
    ['Straße', 'STRASSE'],
  ])('%s looks like %s', (a, b) => {
    expect(skeletonOf(a)).toBe(skeletonOf(b));
  });

  it.each([
    ['Sam Seller', 'Sam Sellers'],
    ['Anthropic', 'Anthropics'],
    ['Ada Lovelace', 'Ada Lovelock'],
  ])('%s differs from %s', (a, b) => {
    expect(skeletonOf(a)).not.toBe(skeletonOf(b));
  });
});

describe('reservedWordIn', () => {
  it.each([
    ['Agentsy Support', 'agentsy'],
    ['The Support Team', 'support team'],
    ['ADMIN tools', 'admin'],
    ['Admin\u200Bistrator', 'administrator'],
    ['0fficial Agents', 'official'],
    ['Verified Seller', 'verified'],
    ['staff picks', 'staff'],
    ['Ｍｏｄｅｒａｔｏｒ', 'moderator'],
    ["agentsy's helper", 'agentsy'],
  ])('%s contains %s', (name, word) => {
    expect(reservedWordIn(name)).toBe(word);
  });

  it.each(['Badminton Coach', 'Support Bot', 'Team Sam', 'Staffing Helper', 'Sam Seller'])('%s is fine', (name) => {
    expect(reservedWordIn(name)).toBeUndefined();
  });
});
