import { describe, expect, it } from 'vitest';
import { compareVersions, looksLikeVersion, nextPatch } from './version-numbers';

describe('version numbers', () => {
  it('proposes the next patch after the highest number taken, whatever its status', () => {
    expect(nextPatch(['1.0.0', '1.2.9', '1.10.0'])).toBe('1.10.1');
    expect(nextPatch(['1.0.0', '2.0.0-beta.1'])).toBe('2.0.0');
    expect(nextPatch([])).toBe('1.0.0');
  });

  it('orders prereleases before their release, numerically', () => {
    const sorted = ['1.0.0', '1.0.0-beta.10', '1.0.0-beta.2', '0.9.0', '1.0.0-alpha'].sort(compareVersions);
    expect(sorted).toEqual(['0.9.0', '1.0.0-alpha', '1.0.0-beta.2', '1.0.0-beta.10', '1.0.0']);
  });

  it('takes strict versions with an optional v, and refuses ranges', () => {
    expect(looksLikeVersion('v1.2.0')).toBe(true);
    expect(looksLikeVersion('2.0.0-beta.1')).toBe(true);
    for (const bad of ['^1.2.0', '1.2', '1.2.x', '>=1.0.0', '01.2.0', '']) expect(looksLikeVersion(bad)).toBe(false);
  });
});
