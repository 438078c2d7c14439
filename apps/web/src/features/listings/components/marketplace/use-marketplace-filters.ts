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

  const setFilters = useCallback(
    (next: MarketplaceFilters, { replace = false } = {}) => setSearchParams(filtersToSearchParams(next), { replace }),
    [setSearchParams],
  );

  const setFilter = useCallback(
    (key: FilterKey, value: string) => {
      const normalized = value === 'all' ? '' : value.trim();
      if (normalized === filters[key]) return;
      // Typing a search should not leave a history entry per keystroke.
      setFilters({ ...filters, [key]: normalized }, { replace: key === 'search' });
    },
    [filters, setFilters],
  );

  const clearAll = useCallback(() => setFilters(emptyFilters), [setFilters]);

  return { filters, params, setFilter, clearAll };
};
