import {
  type MarketplaceCategory,
  marketplaceCategories,
  platformSlugs,
  pricePresets,
  type SortOption,
  sortOptions,
} from '@agentsy/contracts/taxonomy';
import type { ListingsParams } from '../../api/get-listings';

/** The marketplace's filters, as they appear in the URL so a search can be shared or reloaded. */
export const filterKeys = ['category', 'search', 'sortBy', 'platform', 'price'] as const;
export type FilterKey = (typeof filterKeys)[number];
/** '' means "no filter". */
export type MarketplaceFilters = Record<FilterKey, string>;

export const emptyFilters: MarketplaceFilters = { category: '', search: '', sortBy: '', platform: '', price: '' };

const allowed: Record<Exclude<FilterKey, 'search'>, readonly string[]> = {
  category: Object.keys(marketplaceCategories),
  sortBy: sortOptions,
  // Every platform a listing can have: the create screen offers more than the upload dialog.
  platform: platformSlugs,
  price: Object.keys(pricePresets),
};

/** Unknown values in a hand-edited URL are dropped rather than sent to the server. */
export const parseFilters = (params: URLSearchParams): MarketplaceFilters => {
  const read = (key: FilterKey) => {
    const value = params.get(key)?.trim() ?? '';
    if (key === 'search') return value;
    return allowed[key].includes(value) ? value : '';
  };
  return Object.fromEntries(filterKeys.map((key) => [key, read(key)])) as MarketplaceFilters;
};

/** Only the filters that are set, in a stable order, so equal filter sets share one cache entry. */
export const filtersToSearchParams = (filters: MarketplaceFilters) => {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, filters[key]);
  return params;
};

export const activeFilterCount = (filters: MarketplaceFilters) => filterKeys.filter((key) => filters[key]).length;

/** docs/product.md#catalogue-and-search query names: the category travels as useCase, the price preset as a range. */
export const toListingsParams = (filters: MarketplaceFilters): Omit<ListingsParams, 'limit' | 'offset'> => {
  const preset = filters.price ? pricePresets[filters.price as keyof typeof pricePresets] : undefined;
  return {
    useCase: filters.category || undefined,
    search: filters.search || undefined,
    sortBy: filters.sortBy || undefined,
    platform: filters.platform || undefined,
    priceMin: preset?.min,
    priceMax: preset?.max,
  };
};

export const sortLabels: Record<SortOption, string> = {
  popular: 'Most Popular',
  newest: 'Newest',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
};

export const categoryLabel = (id: string) => marketplaceCategories[id as MarketplaceCategory]?.label ?? id;
