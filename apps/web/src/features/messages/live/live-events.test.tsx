import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { awayAfterMs, LiveEvents } from './live-events';

/** The streams the component opened, and whether each is still open. */
const opened: { isOpen: boolean }[] = [];
class FakeEventSource {
  state = { isOpen: true };
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  constructor() {
    opened.push(this.state);
  }
  close() {
    this.state.isOpen = false;
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
const openStreams = () => opened.filter((s) => s.isOpen).length;

beforeEach(() => {
  opened.length = 0;
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderWithSwitches = (browserNotifications: boolean) => {
  server.use(
    http.get('/api/users/notifications', () =>
      HttpResponse.json({
        emailNotifications: true,
        orderUpdates: true,
        promotionalEmails: false,
        sellerUpdates: true,
        productUpdates: true,
        followedSellers: true,
        browserNotifications,
      }),
    ),
  );
  renderWithApp(<LiveEvents />, { user: testUser() });
};

describe('the live stream and a user who is away', () => {
  it('lets go of the stream after a while in a hidden tab, so the server mails new messages, and listens again on return', async () => {
    renderWithSwitches(false);
    expect(openStreams()).toBe(1);
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(awayAfterMs - 1000));
    expect(openStreams()).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(openStreams()).toBe(0);
    setVisibility('visible');
    expect(openStreams()).toBe(1);
  });

  it('keeps a brief switch to another tab open', () => {
    renderWithSwitches(false);
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(5000));
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(awayAfterMs * 2));
    expect(openStreams()).toBe(1);
    expect(opened).toHaveLength(1);
  });

  it('keeps listening while hidden when the user gets browser notifications instead', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    renderWithSwitches(true);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    // Wait for the switches to be read before going away.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(awayAfterMs * 2));
    expect(openStreams()).toBe(1);
  });
});
