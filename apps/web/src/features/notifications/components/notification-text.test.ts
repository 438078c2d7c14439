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

  it('tells a seller their listing targets a deprecated model, and a buyer that it shuts down soon', () => {
    const model = { listingId: 'listing-1', listingTitle: 'Inbox Zero', modelId: 'gpt-4o', modelName: 'GPT-4o' };
    expect(
      notificationText({
        ...common,
        kind: 'model_deprecated',
        data: { ...model, shutdownDate: '2026-02-13', replacement: 'GPT-5' },
      }),
    ).toEqual({
      title: 'GPT-4o is deprecated: Inbox Zero targets it',
      detail:
        'GPT-4o shuts down on 13 Feb 2026. GPT-5 replaces it. Publish a new version that works on a current model.',
    });
    expect(
      notificationText({
        ...common,
        kind: 'model_deprecated',
        data: { ...model, shutdownDate: null, replacement: null },
      }).detail,
    ).toBe('Publish a new version that works on a current model.');
    expect(
      notificationText({
        ...common,
        kind: 'model_shutdown_soon',
        data: { ...model, shutdownDate: '2026-02-13', replacement: null },
      }),
    ).toEqual({
      title: 'Inbox Zero is made for GPT-4o, which shuts down soon',
      detail: 'GPT-4o shuts down on 13 Feb 2026. It may stop working as it did after that day.',
    });
  });
});
