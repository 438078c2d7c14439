import type { Order } from '@agentsy/contracts';
import { toCents } from '@agentsy/contracts';

export const orderStatusFilters = {
  all: 'All statuses',
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;
export type OrderStatusFilter = keyof typeof orderStatusFilters;

export const orderSorts = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
} as const;
export type OrderSort = keyof typeof orderSorts;

export type OrderFilters = { search: string; status: OrderStatusFilter; sort: OrderSort };
export const defaultOrderFilters: OrderFilters = { search: '', status: 'all', sort: 'newest' };

const time = (o: Order) => new Date(o.createdAt).getTime();
const comparators: Record<OrderSort, (a: Order, b: Order) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  'price-high': (a, b) => toCents(b.amount) - toCents(a.amount),
  'price-low': (a, b) => toCents(a.amount) - toCents(b.amount),
};

/** Search matches the agent title or the order id, case-insensitively. */
export const applyOrderFilters = (orders: Order[], { search, status, sort }: OrderFilters) => {
  const needle = search.trim().toLowerCase();
  return orders
    .filter((o) => status === 'all' || o.status === status)
    .filter((o) => !needle || o.listing.title.toLowerCase().includes(needle) || o.id.toLowerCase().includes(needle))
    .sort(comparators[sort]);
};

/** docs/product.md#orders-and-downloads: the sum of completed orders, added in cents so 0.1 + 0.2 stays 0.30. */
export const totalSpentCents = (orders: Order[]) =>
  orders.filter((o) => o.status === 'completed').reduce((sum, o) => sum + toCents(o.amount), 0);
