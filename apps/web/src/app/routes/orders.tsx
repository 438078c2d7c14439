import type { Order } from '@agentsy/contracts';
import { Undo2Icon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { McpInstall } from '@/features/mcp/components/mcp-install';
import { OrdersList } from '@/features/orders/components/orders-list';
import { useRefundableOrderIds } from '@/features/refunds/api/get-eligible-orders';
import { OrderVersions } from '@/features/releases/components/order-versions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

/**
 * Each order that can still be refunded offers it, opening the request on that order; a completed
 * one shows its versions.
 */
const OrdersWithRefunds = ({ focusedListing }: { focusedListing: string | null }) => {
  const refundable = useRefundableOrderIds();
  const requestRefund = (order: Order) =>
    refundable.has(order.id) ? (
      <Button asChild size="sm" variant="outline">
        <Link
          to={`/refunds?view=mine&order=${encodeURIComponent(order.id)}`}
          aria-label={`Request a refund for ${order.listing.title}`}
        >
          <Undo2Icon aria-hidden />
          Request a refund
        </Link>
      </Button>
    ) : null;
  return (
    <OrdersList
      orderAction={requestRefund}
      versions={(order) => (
        <>
          {order.listing.platform === 'mcp' && order.status === 'completed' && (
            <McpInstall listingId={order.listingId} />
          )}
          <OrderVersions order={order} focused={order.listingId === focusedListing} />
        </>
      )}
    />
  );
};

export const Component = () => {
  useDocumentTitle('My Orders');
  // A version notice links to /orders?listing={id}: that agent's order comes into view.
  const [params] = useSearchParams();
  const focusedListing = params.get('listing');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">My Orders</h1>
            <p className="mt-2 text-muted-foreground">Your purchases and their downloads.</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/refunds?view=mine">
              <Undo2Icon aria-hidden />
              My refund requests
            </Link>
          </Button>
        </header>
        <OrdersWithRefunds focusedListing={focusedListing} />
      </div>
    </RequireAuth>
  );
};
