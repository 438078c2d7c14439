import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { SiteMenu } from './site-menu';

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
};

const linkNames = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('link').map((link: HTMLElement) => link.textContent);

// A signed-in menu shows the unread-message badge.
beforeEach(() => server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 }))));

describe('SiteMenu', () => {
  it('shows guests only the public items and Log In', async () => {
    renderWithApp(<SiteMenu user={null} />);
    const menu = await openMenu();
    expect(linkNames(menu)).toEqual(['Home', 'Browse Agents', 'All Sellers', 'Log In']);
    expect(menu.queryByText('Become a Seller')).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Dark' })).toBeInTheDocument();
  });

  it('offers Become a Seller to a buyer without seller mode, and no Upload Agent', async () => {
    renderWithApp(<SiteMenu user={testUser()} />);
    const menu = await openMenu();
    expect(linkNames(menu)).toEqual([
      'Home',
      'Sell an Agent',
      'Browse Agents',
      'All Sellers',
      'Messages',
      'Profile',
      'My Orders',
      'Favorites',
      'Refunds',
      'Settings',
      'Logout',
    ]);
    expect(menu.getByRole('button', { name: 'Become a Seller' })).toBeInTheDocument();
    expect(menu.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('names our page to the server on Logout, for browsers that send no fetch metadata', async () => {
    renderWithApp(<SiteMenu user={testUser()} />);
    const menu = await openMenu();
    const logout = menu.getByRole('link', { name: 'Logout' });
    expect(logout).toHaveAttribute('href', '/api/logout');
    expect(logout).toHaveAttribute('referrerpolicy', 'same-origin');
  });

  it('shows the mode switch and Upload Agent to a user in seller mode', async () => {
    const user = testUser({ sellerEnabled: true, roles: ['buyer', 'seller'], activeRole: 'seller' });
    renderWithApp(<SiteMenu user={user} />);
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Upload Agent' })).toHaveAttribute('href', '/seller-dashboard');
    expect(menu.getByRole('switch')).toBeChecked();
  });

  it('shows the switch, unchecked, to a seller browsing in buyer mode', async () => {
    renderWithApp(<SiteMenu user={testUser({ roles: ['buyer', 'seller'], activeRole: 'buyer' })} />);
    const menu = await openMenu();
    expect(menu.getByRole('switch')).not.toBeChecked();
    expect(menu.queryByRole('link', { name: 'Upload Agent' })).not.toBeInTheDocument();
  });
});
