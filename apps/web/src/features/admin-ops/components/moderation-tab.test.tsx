import type { AdminListing } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { ModerationTab } from './moderation-tab';

beforeEach(() => {
  // jsdom has no object URLs; the download itself is the browser's business.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sales'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

const listing = (overrides: Partial<AdminListing>): AdminListing => ({
  id: 'listing-1',
  title: 'Inbox Zero Assistant',
  price: '19.99',
  featured: false,
  active: true,
  createdAt: '2025-05-01T10:00:00.000Z',
  seller: { id: 's1', name: 'Sam Seller', email: 'sam@example.com' },
  ...overrides,
});

const admin = testUser({ role: 'admin' });
const listings = [listing({ featured: true }), listing({ id: 'listing-2', title: 'Invoice Parser' })];

describe('ModerationTab', () => {
  it('marks each listing Featured or Active by its featured flag', async () => {
    mockApi({ 'GET /api/admin/listings': Response.json(listings) });
    renderWithApp(<ModerationTab />, { user: admin });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Featured')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Sam Seller · \$19\.99/)).toBeInTheDocument();
  });

  it('deletes a listing after confirmation and says "Listing Deleted"', async () => {
    let remaining = listings;
    const api = mockApi({
      'GET /api/admin/listings': () => Response.json(remaining),
      'DELETE /api/admin/listings/listing-2': () => {
        remaining = [listings[0]!];
        return Response.json({ id: 'listing-2', removedAt: '2025-06-01T00:00:00.000Z' });
      },
    });
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Invoice Parser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Listing Deleted')).toBeInTheDocument();
    expect(screen.getByText('Agent listing has been removed')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByText('Invoice Parser')).not.toBeInTheDocument());
  });

  it('says "Failed to delete listing" when the server refuses', async () => {
    mockApi({
      'GET /api/admin/listings': Response.json(listings),
      'DELETE /api/admin/listings/listing-2': apiError(404, 'Listing not found or already removed.'),
    });
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Invoice Parser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Failed to delete listing')).toBeInTheDocument();
    expect(screen.getByText('Invoice Parser')).toBeInTheDocument();
  });

  it('exports the sales CSV under the server-given name and says "Export Complete"', async () => {
    const api = mockApi({
      'GET /api/admin/listings': Response.json(listings),
      'GET /api/admin/export-sales': new Response('Order ID\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="sales-2025-06-01.csv"' },
      }),
    });
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Sales report has been downloaded')).toBeInTheDocument();
    expect(bodiesSent(api, 'GET /api/admin/export-sales')).toHaveLength(1);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('sales-2025-06-01.csv');
  });

  it('says "Export Failed" when the export is refused', async () => {
    mockApi({
      'GET /api/admin/listings': Response.json(listings),
      'GET /api/admin/export-sales': apiError(403, 'Admin access required.'),
    });
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to export sales data')).toBeInTheDocument();
  });
});
