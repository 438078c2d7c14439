import { describe, expect, it } from 'vitest';
import { versionLine } from './version-line';

const now = Date.parse('2026-11-27T12:00:00Z');
const current = { version: '1.3.0', publishedAt: '2026-11-24T12:00:00Z' };

describe('versionLine', () => {
  it('names the current version and how long ago it came out', () => {
    expect(versionLine({ currentVersion: current, updatedAt: '2026-11-24T12:00:00Z' }, now)).toBe(
      'v1.3.0 · updated 3 days ago',
    );
    expect(versionLine({ currentVersion: current }, now)).toBe('v1.3.0 · updated 3 days ago');
  });

  it('says nothing for a listing without a current version, or a response without one', () => {
    expect(versionLine({ currentVersion: null, updatedAt: null }, now)).toBeNull();
    expect(versionLine({}, now)).toBeNull();
  });
});
