import { LayoutGridIcon, ListIcon, UsersIcon, XIcon } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type SellersParams, useSellers } from '../api/get-sellers';
import {
  activeDirectoryFilterCount,
  DirectoryFilterControls,
  type DirectoryFilters,
  defaultDirectoryFilters,
  directoryFiltersToParams,
  parseDirectoryFilters,
} from './directory-filters';
import { type DirectoryLayout, SellerCard } from './seller-card';

const toParams = (f: DirectoryFilters): SellersParams => ({
  search: f.search.trim() || undefined,
  rating: f.rating === 'any' ? undefined : f.rating,
  category: f.category === 'all' ? undefined : f.category,
  sortBy: f.sortBy,
  verifiedOnly: f.verifiedOnly || undefined,
});

/**
 * The filters live in the URL, as the marketplace's do: Back returns to the last filter set and a
 * link shares it. The search replaces its history entry (it changes as one types); the others add one.
 */
const useDirectoryFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseDirectoryFilters(searchParams), [searchParams]);
  const change = useCallback(
    (patch: Partial<DirectoryFilters>) =>
      setSearchParams((current) => directoryFiltersToParams({ ...parseDirectoryFilters(current), ...patch }), {
        replace: Object.keys(patch).every((key) => key === 'search'),
      }),
    [setSearchParams],
  );
  const clear = useCallback(
    () => setSearchParams(directoryFiltersToParams(defaultDirectoryFilters)),
    [setSearchParams],
  );
  return { filters, change, clear };
};

export const SellersDirectory = () => {
  const { filters, change, clear } = useDirectoryFilters();
  const [layout, setLayout] = useState<DirectoryLayout>('grid');
  // Typing stays responsive; the request follows the deferred value.
  const deferredFilters = useDeferredValue(filters);
  const { data: sellers, isPending, isError } = useSellers(toParams(deferredFilters));
  const activeCount = activeDirectoryFilterCount(filters);

  return (
    <div className="grid gap-6">
      <DirectoryFilterControls filters={filters} onChange={change} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium" aria-live="polite">
          {sellers ? `${sellers.length} ${sellers.length === 1 ? 'creator' : 'creators'} found` : '\u00a0'}
        </p>
        <div className="flex items-center gap-2">
          {activeCount > 0 && (
            <Button variant="ghost" size="sm" onClick={clear}>
              <XIcon aria-hidden />
              Clear ({activeCount})
            </Button>
          )}
          <div className="flex rounded-md border border-slate-200 dark:border-slate-800">
            {(
              [
                ['grid', LayoutGridIcon, 'Grid view'],
                ['list', ListIcon, 'List view'],
              ] as const
            ).map(([value, Icon, label]) => (
              <Button
                key={value}
                variant={layout === value ? 'secondary' : 'ghost'}
                size="icon"
                className="size-9"
                aria-label={label}
                aria-pressed={layout === value}
                onClick={() => setLayout(value)}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </div>
        </div>
      </div>
      {isError ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          Failed to load creators. Please try again.
        </p>
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} className="h-56" />
          ))}
        </div>
      ) : sellers.length === 0 ? (
        <EmptyState Icon={UsersIcon} title="No creators found" text="Try a different search or fewer filters." />
      ) : (
        <div className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
          {sellers.map((seller) => (
            <SellerCard key={seller.id} seller={seller} layout={layout} />
          ))}
        </div>
      )}
    </div>
  );
};
