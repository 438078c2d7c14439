import type { AdminListing } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
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
    server.use(http.get('/api/admin/listings', () => HttpResponse.json(listings)));
    renderWithApp(<ModerationTab />, { user: admin });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Featured')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Sam Seller · \$19\.99/)).toBeInTheDocument();
  });

  it('deletes a listing after confirmation and says "Listing Deleted"', async () => {
    let remaining = listings;
    server.use(
      http.get('/api/admin/listings', () => HttpResponse.json(remaining)),
      http.delete('/api/admin/listings/listing-2', () => {
        remaining = [listings[0]!];
        return HttpResponse.json({ id: 'listing-2', removedAt: '2025-06-01T00:00:00.000Z' });
      }),
    );
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Invoice Parser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Listing Deleted')).toBeInTheDocument();
    expect(screen.getByText('Agent listing has been removed')).toBeInTheDocument();
    expect(requestsSent().filter((sent) => sent.startsWith('DELETE '))).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByText('Invoice Parser')).not.toBeInTheDocument());
  });

  it('says "Failed to delete listing" when the server refuses', async () => {
    server.use(
      http.get('/api/admin/listings', () => HttpResponse.json(listings)),
      http.delete('/api/admin/listings/listing-2', () => apiError(404, 'Listing not found or already removed.')),
    );
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Invoice Parser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Failed to delete listing')).toBeInTheDocument();
    expect(screen.getByText('Invoice Parser')).toBeInTheDocument();
  });

  it('exports the sales CSV under the server-given name and says "Export Complete"', async () => {
    server.use(
      http.get('/api/admin/listings', () => HttpResponse.json(listings)),
      http.get(
        '/api/admin/export-sales',
        () =>
          new HttpResponse('Order ID\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="sales-2025-06-01.csv"',
            },
          }),
      ),
    );
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Sales report has been downloaded')).toBeInTheDocument();
    expect(await bodiesSent('GET /api/admin/export-sales')).toHaveLength(1);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('sales-2025-06-01.csv');
  });

  it('says "Export Failed" when the export is refused', async () => {
    server.use(
      http.get('/api/admin/listings', () => HttpResponse.json(listings)),
      http.get('/api/admin/export-sales', () => apiError(403, 'Admin access required.')),
    );
    renderWithApp(<ModerationTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to export sales data')).toBeInTheDocument();
  });
});
