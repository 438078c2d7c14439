import type { AdminDispute } from '@agentsy/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { useAdminLogout } from '@/features/admin/api/admin-session';
import { salesOverviewQueryOptions } from '@/features/admin/api/get-sales-overview';
import { adminListingsQueryOptions } from '@/features/admin-ops/api/get-admin-listings';
import { disputesQueryOptions } from '@/features/admin-ops/api/get-disputes';
import { inboxQueryOptions } from '@/features/admin-ops/api/get-inbox';
import { topSellersQueryOptions } from '@/features/admin-ops/api/get-top-sellers';
import { useResolveDispute } from '@/features/admin-ops/api/resolve-dispute';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/test/api-server';

afterEach(() => resetToasts());

// The admin dashboard (features/admin) and its operations tabs (features/admin-ops) read under one
// key root: what one changes, the other shows.
const setUp = () => {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
};

const dispute: AdminDispute = {
  id: 'refund-1',
  orderId: 'order-1',
  status: 'resolved',
  amount: '10.30',
  reason: 'not-working',
  description: 'Crashes on start',
  createdAt: '2025-05-01T10:00:00.000Z',
  respondedAt: '2025-05-02T10:00:00.000Z',
  sellerMessage: 'Works for me',
  disputeReason: 'It still crashes',
  resolution: 'Refunded: Broken file',
  buyer: { id: 'b1', displayName: 'Bailey Buyer', email: 'bailey@example.com' },
  seller: { id: 's1', displayName: 'Sam Seller', email: 'sam@example.com' },
  order: { id: 'order-1', listingId: 'l1', listing: { title: 'Inbox Zero Assistant' } },
};

describe('the admin cache', () => {
  it('refreshes the sales overview after a dispute is resolved (a refund reverses a sale)', async () => {
    server.use(http.post('/api/admin/refunds/refund-1/resolve', () => HttpResponse.json(dispute)));
    const { queryClient, wrapper } = setUp();
    const overviewKey = salesOverviewQueryOptions().queryKey;
    queryClient.setQueryData(overviewKey, [] as never);
    const { result } = renderHook(() => useResolveDispute(), { wrapper });
    await act(() => result.current.mutateAsync({ refundId: 'refund-1', outcome: 'refund', message: 'Broken file' }));
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(true);
  });

  it("drops the operations tabs' data when the admin signs out", async () => {
    server.use(http.post('/api/admin/logout', () => HttpResponse.json({ success: true })));
    const { queryClient, wrapper } = setUp();
    const opsKeys = [
      disputesQueryOptions().queryKey,
      topSellersQueryOptions().queryKey,
      adminListingsQueryOptions().queryKey,
      inboxQueryOptions({ status: 'open' }).queryKey,
    ];
    for (const key of opsKeys) queryClient.setQueryData(key, [] as never);
    const { result } = renderHook(() => useAdminLogout({ leave: () => undefined }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => {
      for (const key of opsKeys) expect(queryClient.getQueryData(key)).toBeUndefined();
    });
  });
});
