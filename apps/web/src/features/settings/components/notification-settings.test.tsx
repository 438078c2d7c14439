import type { NotificationPreferences, UpdateNotificationPreferences } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { NotificationSettings } from './notification-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const saved: NotificationPreferences = {
  emailNotifications: true,
  orderUpdates: true,
  promotionalEmails: false,
  sellerUpdates: true,
  browserNotifications: false,
  productUpdates: true,
  followedSellers: true,
};

const api = () =>
  server.use(
    http.get<never, never, NotificationPreferences>('/api/users/notifications', () => HttpResponse.json(saved)),
    http.patch<never, UpdateNotificationPreferences, NotificationPreferences>(
      '/api/users/notifications',
      async ({ request }) => HttpResponse.json({ ...saved, ...(await request.json()) }),
    ),
  );

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
    api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    await userEvent.click(await screen.findByRole('switch', { name: 'Order Updates' }));
    expect(await screen.findByText('Notification Settings Updated')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/users/notifications')).toEqual([{ orderUpdates: false }]);
    expect(screen.getByRole('switch', { name: 'Order Updates' })).not.toBeChecked();
  });

  it('turns the Product updates mail off with the switch of that name', async () => {
    api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    const productUpdates = await screen.findByRole('switch', { name: 'Product updates' });
    expect(productUpdates).toBeChecked();
    expect(productUpdates).toHaveAccessibleDescription('A mail when an agent you bought gets a new version.');
    await userEvent.click(productUpdates);
    expect(await bodiesSent('PATCH /api/users/notifications')).toEqual([{ productUpdates: false }]);
    expect(await screen.findByRole('switch', { name: 'Product updates' })).not.toBeChecked();
  });

  it('turns the notices of followed sellers off with "Sellers I follow"', async () => {
    api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    const followed = await screen.findByRole('switch', { name: 'Sellers I follow' });
    expect(followed).toBeChecked();
    await userEvent.click(followed);
    expect(await bodiesSent('PATCH /api/users/notifications')).toEqual([{ followedSellers: false }]);
    expect(await screen.findByRole('switch', { name: 'Sellers I follow' })).not.toBeChecked();
  });

  it('asks the browser for permission before turning browser notifications on', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    api();
    renderWithApp(<NotificationSettings isSeller={false} />, { user: testUser() });
    await userEvent.click(await screen.findByRole('switch', { name: 'Browser Notifications' }));
    expect(requestPermission).toHaveBeenCalled();
    const toast = await screen.findByText('Browser Notifications Blocked');
    expect(within(toast.closest('li') ?? document.body).getByText(/Allow notifications/)).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/users/notifications')).toEqual([]);

    requestPermission.mockResolvedValue('granted');
    await userEvent.click(screen.getByRole('switch', { name: 'Browser Notifications' }));
    await screen.findByText('Notification Settings Updated');
    expect(await bodiesSent('PATCH /api/users/notifications')).toEqual([{ browserNotifications: true }]);
  });
});
