import type { LiveEvent } from '@agentsy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyOfHiddenMessage } from './system-notification';

const shown = vi.fn();
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  constructor(title: string, options: NotificationOptions) {
    shown(title, options);
  }
}

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

const messageFrom = (senderId: string, content = 'Is it still for sale?', isFromAdmin = false): LiveEvent => ({
  type: 'message',
  conversationId: 'c1',
  unreadCount: 1,
  item: {
    message: {
      id: 'm1',
      conversationId: 'c1',
      senderId,
      content,
      createdAt: '2026-11-23T10:00:00.000Z',
      readAt: null,
      isFromAdmin,
    },
    sender: { id: senderId, firstName: 'Bea', lastName: 'Buyer', displayName: null, profileImageUrl: null },
  },
});

beforeEach(() => {
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.permission = 'granted';
  setVisibility('hidden');
});
afterEach(() => {
  vi.unstubAllGlobals();
  shown.mockReset();
  setVisibility('visible');
});

describe('notifyOfHiddenMessage', () => {
  it('shows the sender and the message while the tab is hidden, one per conversation', () => {
    expect(notifyOfHiddenMessage(messageFrom('bea'), { myId: 'sam', enabled: true })).toBe(true);
    expect(shown).toHaveBeenCalledWith('New message from Bea Buyer', { body: 'Is it still for sale?', tag: 'c1' });
  });

  it('names the Support Team for admin messages', () => {
    notifyOfHiddenMessage(messageFrom('admin-system', 'Your payout was sent', true), { myId: 'sam', enabled: true });
    expect(shown).toHaveBeenCalledWith('New message from Support Team', expect.anything());
  });

  it('stays quiet when the tab is visible, the switch is off, permission is missing or the message is mine', () => {
    setVisibility('visible');
    expect(notifyOfHiddenMessage(messageFrom('bea'), { myId: 'sam', enabled: true })).toBe(false);
    setVisibility('hidden');
    expect(notifyOfHiddenMessage(messageFrom('bea'), { myId: 'sam', enabled: false })).toBe(false);
    expect(notifyOfHiddenMessage(messageFrom('sam'), { myId: 'sam', enabled: true })).toBe(false);
    FakeNotification.permission = 'denied';
    expect(notifyOfHiddenMessage(messageFrom('bea'), { myId: 'sam', enabled: true })).toBe(false);
    expect(shown).not.toHaveBeenCalled();
  });
});
