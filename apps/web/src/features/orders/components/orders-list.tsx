import { formatUsd, type Order } from '@agentsy/contracts';
import { PackageIcon, ReceiptIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { applyOrderFilters, defaultOrderFilters, type OrderFilters, totalSpentCents } from './orders-filters';
import { OrdersToolbar } from './orders-toolbar';

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card>
    <CardContent className="pt-6">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
    </CardContent>
  </Card>
);

/**
 * `orderAction` lets the page add an action to each order (the refunds feature's "Request a refund");
 * `versions` renders a completed order's versions (the releases feature plugs in there).
 */
export const OrdersList = ({
  orderAction,
  versions,
}: {
  orderAction?: (order: Order) => ReactNode;
  versions?: (order: Order) => ReactNode;
} = {}) => {
  const { data: orders, isPending, isError, refetch } = useOrders();
  const [filters, setFilters] = useState<OrderFilters>(defaultOrderFilters);

  if (isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState Icon={ReceiptIcon} title="Could not load your orders" text="Something went wrong. Please try again.">
        <Button onClick={() => refetch()}>Try again</Button>
      </EmptyState>
    );
  }

  const shown = applyOrderFilters(orders, filters);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat label="Total spent" value={formatUsd(totalSpentCents(orders))} testId="total-spent" />
        <Stat label="Orders" value={formatCount(orders.length)} testId="order-count" />
      </div>
      <OrdersToolbar filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      {shown.length === 0 ? (
        <EmptyState
          Icon={PackageIcon}
          title="No Orders Found"
          text={orders.length === 0 ? 'Agents you buy or claim show up here.' : 'No order matches these filters.'}
        >
          {orders.length === 0 ? (
            <Button asChild>
              <Link to="/marketplace">Browse Agents</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setFilters(defaultOrderFilters)}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} extraAction={orderAction?.(order)}>
                {order.status === 'completed' && versions?.(order)}
              </OrderCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
