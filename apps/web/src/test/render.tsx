import type { CurrentUser } from '@agentsy/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@/app/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailVerified: false,
  profileImageUrl: null,
  displayName: null,
  avatar: null,
  bio: null,
  website: null,
  location: null,
  role: 'buyer',
  roles: ['buyer'],
  activeRole: 'buyer',
  sellerEnabled: false,
  paypalEmail: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  firstTimeLogin: false,
  twoFactorEnabled: false,
  ...overrides,
});

/**
 * Renders inside the app's query client, a memory router and the toaster; `user: null` means signed out.
 * `route` is the pattern the page is mounted at, as in app/router.tsx, for a page that reads its URL params.
 */
export const renderWithApp = (
  ui: ReactElement,
  { user = null as CurrentUser | null, path = '/', route = '*' } = {},
) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentUser, user);
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '/seller-dashboard', element: <p>seller dashboard page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
};
