import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { marketplaceListingsQueryOptions } from '../../api/get-listings';
import {
  emptyFilters,
  type FilterKey,
  filtersToSearchParams,
  type MarketplaceFilters,
  parseFilters,
  toListingsParams,
} from './marketplace-filters';

/**
 * The filters the next change builds on. The router applies a change as a transition, so another
 * change (a second select, the debounced search) can come before the page has re-rendered with
 * the first; building on the last render's filters would drop the first one. Addresses asked for
 * here are remembered until the router shows them; any other address (back button, a link) is
 * taken as it comes.
 */
const useLatestFilters = (filters: MarketplaceFilters, search: string) => {
  const latest = useRef(filters);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const index = pending.current.indexOf(search);
    if (index === -1) {
      latest.current = filters;
      pending.current = [];
    } else {
      pending.current = pending.current.slice(index + 1);
    }
  }, [filters, search]);
  return useMemo(
    () => ({
      filters: () => latest.current,
      asked: (next: MarketplaceFilters, nextSearch: string) => {
        latest.current = next;
        pending.current.push(nextSearch);
      },
    }),
    [],
  );
};

/**
 * Filters live in the URL. Changing one starts the results again from offset 0: the pages loaded
 * for the previous filter set are dropped, so coming back to it also starts from the first page.
 */
export const useMarketplaceFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const params = useMemo(() => toListingsParams(filters), [filters]);

  const previousParams = useRef(params);
  useEffect(() => {
    const previous = previousParams.current;
    if (JSON.stringify(previous) === JSON.stringify(params)) return;
    queryClient.removeQueries({ queryKey: marketplaceListingsQueryOptions(previous).queryKey, exact: true });
    previousParams.current = params;
  }, [params, queryClient]);

  const latest = useLatestFilters(filters, searchParams.toString());

  const setFilters = useCallback(
    (next: MarketplaceFilters, { replace = false } = {}) => {
      const nextParams = filtersToSearchParams(next);
      latest.asked(next, nextParams.toString());
      setSearchParams(nextParams, { replace });
    },
    [setSearchParams, latest],
  );

  const setFilter = useCallback(
    (key: FilterKey, value: string) => {
      const normalized = value === 'all' ? '' : value.trim();
      const current = latest.filters();
      if (normalized === current[key]) return;
      // Typing a search should not leave a history entry per keystroke.
      setFilters({ ...current, [key]: normalized }, { replace: key === 'search' });
    },
    [setFilters, latest],
  );

  const clearAll = useCallback(() => setFilters(emptyFilters), [setFilters]);

  return { filters, params, setFilter, clearAll };
};
