import { Undo2Icon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { OrdersList } from '@/features/orders/components/orders-list';
import { OrderVersions } from '@/features/releases/components/order-versions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

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
            <Link to="/refunds">
              <Undo2Icon aria-hidden />
              Request Refund
            </Link>
          </Button>
        </header>
        <OrdersList
          versions={(order) => <OrderVersions order={order} focused={order.listingId === focusedListing} />}
        />
      </div>
    </RequireAuth>
  );
};
