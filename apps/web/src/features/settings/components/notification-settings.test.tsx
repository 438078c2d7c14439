import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { NotificationSettings } from './notification-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const saved = {
  emailNotifications: true,
  orderUpdates: true,
  promotionalEmails: false,
  sellerUpdates: true,
  browserNotifications: false,
};

const api = () =>
  mockApi({
    'GET /api/users/notifications': Response.json(saved),
    'PATCH /api/users/notifications': (body) => Response.json({ ...saved, ...(body as object) }),
  });

describe('NotificationSettings', () => {
  it('shows the saved switches; seller updates only for sellers', async () => {
    api();
    const { unmount } = renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    expect(await screen.findByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Promotional Emails' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Seller Updates' })).toBeNull();
    unmount();
    renderWithApp(<NotificationSettings isSeller />, { user: testUser({ role: 'seller' }) });
    expect(await screen.findByRole('switch', { name: 'Seller Updates' })).toBeChecked();
  });

  it('sends only the switch that changed and says "Notification Settings Updated"', async () => {
    const fetchMock = api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    await userEvent.click(await screen.findByRole('switch', { name: 'Order Updates' }));
    expect(await screen.findByText('Notification Settings Updated')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH /api/users/notifications')).toEqual([{ orderUpdates: false }]);
    expect(screen.getByRole('switch', { name: 'Order Updates' })).not.toBeChecked();
  });

  it('asks the browser for permission before turning browser notifications on', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const fetchMock = api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    await userEvent.click(await screen.findByRole('switch', { name: 'Browser Notifications' }));
    expect(requestPermission).toHaveBeenCalled();
    const toast = await screen.findByText('Browser Notifications Blocked');
    expect(within(toast.closest('li') ?? document.body).getByText(/Allow notifications/)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH /api/users/notifications')).toEqual([]);

    requestPermission.mockResolvedValue('granted');
    await userEvent.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
    await screen.findByText('Notification Settings Updated');
    expect(bodiesSent(fetchMock, 'PATCH /api/users/notifications')).toEqual([{ browserNotifications: true }]);
  });
});
