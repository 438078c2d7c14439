import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionsSelect } from '@/components/ui/select';
import {
  type OrderFilters,
  type OrderSort,
  type OrderStatusFilter,
  orderSorts,
  orderStatusFilters,
} from './orders-filters';

export const OrdersToolbar = ({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
}) => (
  <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
    <div className="relative">
      <Label htmlFor="orders-search" className="sr-only">
        Search orders
      </Label>
      <SearchIcon className="absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
      <Input
        id="orders-search"
        type="search"
        className="pl-9"
        placeholder="Search by agent or order number"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
    </div>
    <OptionsSelect
      value={filters.status}
      onValueChange={(status) => onChange({ status: status as OrderStatusFilter })}
      options={orderStatusFilters}
      aria-label="Filter by status"
    />
    <OptionsSelect
      value={filters.sort}
      onValueChange={(sort) => onChange({ sort: sort as OrderSort })}
      options={orderSorts}
      aria-label="Sort orders"
    />
  </div>
);
