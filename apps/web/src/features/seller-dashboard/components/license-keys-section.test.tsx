import type { SellerAnalytics } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, requestsSent, server } from '@/test/api-server';
import { testListing, testListingDetail } from '@/test/listings';
import { renderWithApp, testUser } from '@/test/render';
import { MyAgentsTable } from './my-agents-table';

afterEach(() => resetToasts());

const id = '00000000-0000-4000-8000-00000000beef';
const row: SellerAnalytics['listings'][number] = {
  id,
  title: 'Key Checker',
  platform: 'python',
  price: '9.00',
  active: true,
  downloadCount: 0,
  viewCount: 0,
  sales: 0,
  hasVideo: false,
  rating: { average: 0, count: 0 },
};

it('turns license keys on with an activation limit from the edit screen, refusing a bad limit', async () => {
  server.use(
    http.get(`/api/listings/${id}`, () => HttpResponse.json(testListingDetail({ id, title: 'Key Checker' }))),
    http.get(`/api/listings/${id}/license-settings`, () =>
      HttpResponse.json({ licenseKeys: false, activationLimit: 3 }),
    ),
    http.patch(`/api/listings/${id}`, () => HttpResponse.json(testListing({ id, title: 'Key Checker' }))),
  );
  const user = userEvent.setup();
  renderWithApp(<MyAgentsTable listings={[row]} onUpload={() => {}} />, {
    user: testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] }),
  });
  await user.click(screen.getByRole('button', { name: 'Edit Key Checker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
  // Nothing is asked for until the seller opens the section.
  expect(requestsSent(`GET /api/listings/${id}/license-settings`)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'License keys' }));
  await user.click(await within(dialog).findByRole('switch', { name: 'Issue license keys' }));
  const limit = within(dialog).getByLabelText('Activation limit');
  expect(limit).toHaveValue(3);
  await user.clear(limit);
  await user.type(limit, '101');
  expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save License Keys' })).toBeDisabled();
  await user.clear(limit);
  await user.type(limit, '5');
  await user.click(within(dialog).getByRole('button', { name: 'Save License Keys' }));
  expect(await screen.findByText('License Keys Saved')).toBeInTheDocument();
  expect(await bodiesSent(`PATCH /api/listings/${id}`)).toEqual([{ licenseKeys: true, activationLimit: 5 }]);
});
