import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const common = { id: 'n1', link: '/orders', readAt: null, createdAt: '2026-11-27T10:00:00.000Z' };
const facts = { listingId: 'listing-1', listingTitle: 'Inbox Zero', version: '1.2.0' };

describe('notificationText', () => {
  it('tells a downloader that a version a check blocked was withdrawn, and what to do', () => {
    expect(
      notificationText({
        ...common,
        kind: 'version_blocked',
        data: { ...facts, reason: 'a security check found a problem in its file' },
      }),
    ).toEqual({
      title: 'Inbox Zero 1.2.0 was blocked',
      detail: 'Withdrawn because a security check found a problem in its file. Delete any copy you downloaded.',
    });
  });

  it('tells the seller how the check of an upload ended', () => {
    const text = (status: 'clean' | 'flagged' | 'blocked' | 'error') =>
      notificationText({ ...common, kind: 'scan_finished', data: { ...facts, status } }).title;
    expect(text('clean')).toBe('Inbox Zero 1.2.0: no issues found, it is live');
    expect(text('flagged')).toBe('Inbox Zero 1.2.0: held for review');
    expect(text('blocked')).toBe('Inbox Zero 1.2.0: blocked by the security check');
    expect(text('error')).toBe('Inbox Zero 1.2.0: the check failed; an admin will look at it');
  });
});
