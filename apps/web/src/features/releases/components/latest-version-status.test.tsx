import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/api-server';
import { testVersion } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { LatestVersionStatus } from './latest-version-status';

const seller = testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] });
const versionsPath = '/api/listings/listing-1/versions';

const render = (versions: ReturnType<typeof testVersion>[]) => {
  server.use(http.get(versionsPath, () => HttpResponse.json(versions)));
  const onOpen = vi.fn();
  renderWithApp(
    <div>
      <LatestVersionStatus listingId="listing-1" title="Inbox Zero" onOpen={onOpen} />
      <p>Row</p>
    </div>,
    { user: seller },
  );
  return onOpen;
};

describe('LatestVersionStatus', () => {
  it.each([
    ['flagged', 'Flagged'],
    ['blocked', 'Blocked'],
    ['error', 'Error'],
  ] as const)('shows a %s newest version and opens the versions', async (status, label) => {
    const onOpen = render([testVersion({ version: '1.1.0', status, publishedAt: null }), testVersion()]);
    const name = new RegExp(`^Version 1\\.1\\.0 of Inbox Zero:\\s*${label}\\s*, open its versions$`);
    const badge = await screen.findByRole('button', { name });
    await userEvent.setup().click(badge);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows a version being checked with the time it has been checking', async () => {
    const since = new Date(Date.now() - 42_000).toISOString();
    render([testVersion({ version: '1.1.0', status: 'pending', publishedAt: null, createdAt: since })]);
    expect(await screen.findByTestId('latest-version-status')).toHaveTextContent(/^Checking… \((4[2-9]|5\d) s\)$/);
  });

  it('says nothing when the newest version is clean or withdrawn, whatever older ones were', async () => {
    render([testVersion({ status: 'clean' }), testVersion({ status: 'blocked', publishedAt: null })]);
    await screen.findByText('Row');
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
