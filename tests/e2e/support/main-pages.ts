import type { Page } from 'playwright-core';
import { listAgent, signInAs } from './accounts';
import { demoAccount } from './session';

export type Viewer = 'visitor' | 'buyer' | 'seller' | 'admin';

/** global-setup.ts starts the server with this admin access code. */
export const e2eAdminAccessCode = 'e2e-admin-access-code';

export type MainPage = { name: string; path: string; as: Viewer; shows?: (page: Page) => Promise<void> };

/**
 * The screens people land on, each as the person who uses it. `shows` waits for what the page is
 * about (a card, a row) on top of the first heading, so checks run on the finished page.
 */
export const mainPages = ({
  listing,
  sellerId,
}: {
  listing: Awaited<ReturnType<typeof listAgent>>;
  sellerId: string;
}): MainPage[] => [
  { name: 'landing', path: '/', as: 'visitor' },
  { name: 'home', path: '/', as: 'buyer', shows: (p) => p.getByTestId('listing-card').first().waitFor() },
  {
    name: 'marketplace',
    path: '/marketplace',
    as: 'visitor',
    shows: (p) => p.getByTestId('listing-card').first().waitFor(),
  },
  { name: 'listing', path: `/agent/${listing.id}`, as: 'buyer' },
  {
    name: 'seller profile',
    path: `/seller/${sellerId}`,
    as: 'visitor',
    shows: (p) => p.getByText(listing.title).first().waitFor(),
  },
  { name: 'sellers', path: '/sellers', as: 'visitor', shows: (p) => p.getByTestId('seller-card').first().waitFor() },
  {
    name: 'leaderboard',
    path: '/leaderboard',
    as: 'buyer',
    shows: (p) => p.getByRole('list', { name: 'Top Sellers' }).waitFor(),
  },
  { name: 'orders', path: '/orders', as: 'buyer', shows: (p) => p.getByText(listing.title).first().waitFor() },
  { name: 'favorites', path: '/favorites', as: 'buyer' },
  { name: 'messages', path: '/messages', as: 'buyer' },
  { name: 'profile', path: '/profile', as: 'buyer' },
  {
    name: 'settings',
    path: '/settings',
    as: 'buyer',
    shows: (p) => p.getByRole('button', { name: 'Save Changes' }).waitFor(),
  },
  { name: 'refunds', path: '/refunds', as: 'buyer' },
  {
    name: 'settings security',
    path: '/settings?tab=security',
    as: 'buyer',
    shows: (p) => p.getByRole('button', { name: 'Enable 2FA' }).waitFor(),
  },
  {
    name: 'seller dashboard',
    path: '/seller-dashboard',
    as: 'seller',
    shows: (p) => p.getByRole('row').filter({ hasText: listing.title }).waitFor(),
  },
  { name: 'create listing', path: '/create-listing', as: 'seller' },
  {
    name: 'forgot password',
    path: '/forgot-password',
    as: 'visitor',
    shows: (p) => p.getByRole('button', { name: 'Send Reset Link' }).waitFor(),
  },
  {
    name: 'reset password',
    path: '/reset-password?token=from-a-mail',
    as: 'visitor',
    shows: (p) => p.getByRole('button', { name: 'Set New Password' }).waitFor(),
  },
  { name: 'help', path: '/help', as: 'visitor' },
  { name: 'pricing', path: '/pricing', as: 'visitor' },
  { name: 'contact', path: '/contact', as: 'visitor' },
  { name: 'terms', path: '/terms', as: 'visitor' },
  { name: "buyer's guide", path: '/guide/buyers', as: 'visitor' },
  { name: "seller's guide", path: '/guide/sellers', as: 'visitor' },
  { name: 'payment guide', path: '/guide/payment', as: 'visitor' },
  { name: 'integrations guide', path: '/guide/integrations', as: 'visitor' },
  { name: 'admin access', path: '/admin-login', as: 'buyer' },
  {
    name: 'admin panel',
    path: '/admin',
    as: 'admin',
    shows: (p) => p.getByText('Total Revenue').waitFor(),
  },
  {
    name: 'admin dashboard',
    path: '/admin-dashboard',
    as: 'admin',
    // The chart is drawn last, from the daily figures; it is what broke on a day of refunds.
    shows: (p) => p.getByRole('img', { name: /Daily sales/ }).waitFor(),
  },
];

/** Opens a main page and waits until it has finished loading: heading, data, no skeletons left. */
export const openMainPage = async (page: Page, target: MainPage) => {
  await page.goto(target.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await target.shows?.(page);
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
};

/**
 * One signed-in page per viewer (the admin's session has entered the access code). The feedback widget is marked as seen, so it does not open by
 * itself over what is being checked.
 */
export const pagesByViewer = async (newPage: () => Promise<Page>) => {
  const pages = {} as Record<Viewer, Page>;
  for (const viewer of ['visitor', 'buyer', 'seller', 'admin'] as const) {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('agentsy-feedback-prompted', '1'));
    if (viewer !== 'visitor') await signInAs(page, demoAccount(viewer));
    // The live event stream stays open for as long as the page does, so the network would never
    // be idle; these checks are about what the screens show, not about live updates.
    await page.route('**/api/events', (route) => route.abort());
    if (viewer === 'admin') {
      const elevated = await page.request.post('/api/admin/login', { data: { accessCode: e2eAdminAccessCode } });
      if (!elevated.ok()) throw new Error(`admin access code refused: ${elevated.status()}`);
    }
    pages[viewer] = page;
  }
  return pages;
};

/** A fresh agent of the demo seller's, so orders, profile and dashboard have a row to show. */
export const listOneForSale = async (seller: Page) => {
  const listing = await listAgent(seller, {
    title: `Meeting Notes Summariser ${Date.now().toString(36)}`,
    price: '15.00',
  });
  const user = (await (await seller.request.get('/api/auth/user')).json()) as { id: string };
  return { listing, sellerId: user.id };
};
