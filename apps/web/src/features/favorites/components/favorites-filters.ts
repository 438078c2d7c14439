import type { Favorite } from '@agentsy/contracts';
import { badges } from '@agentsy/contracts/constants';
import { type MarketplaceCategory, marketplaceCategories } from '@agentsy/contracts/taxonomy';

export const favoriteSorts = {
  newest: 'Newest added',
  oldest: 'Oldest added',
  'price-high': 'Price: High to Low',
  'price-low': 'Price: Low to High',
  rating: 'Highest rated',
} as const;
export type FavoriteSort = keyof typeof favoriteSorts;

/** Shortcuts over the list the user already has; nothing is fetched for them. */
export const quickFilters = {
  free: { label: 'Free', matches: (f: Favorite) => Number(f.listing.price) === 0 },
  'under-25': {
    label: 'Under $25',
    matches: (f: Favorite) => Number(f.listing.price) > 0 && Number(f.listing.price) < 25,
  },
  'top-rated': {
    label: 'Top rated',
    matches: (f: Favorite) => f.listing.rating.count > 0 && f.listing.rating.average >= badges.topRatedMin,
  },
} as const;
export type QuickFilter = keyof typeof quickFilters;

export type FavoriteFilters = { search: string; category: string; sort: FavoriteSort; quick: QuickFilter | '' };

export const defaultFavoriteFilters: FavoriteFilters = { search: '', category: '', sort: 'newest', quick: '' };

/** The spec's eight categories, matched through the same taxonomy the marketplace uses. */
const inCategory = (favorite: Favorite, category: string) => {
  if (!category) return true;
  const covered = marketplaceCategories[category as MarketplaceCategory]?.useCases as readonly string[] | undefined;
  return covered?.includes(favorite.listing.useCase) ?? false;
};

const matchesSearch = (favorite: Favorite, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return `${favorite.listing.title}\n${favorite.listing.description}`.toLowerCase().includes(needle);
};

const comparators: Record<FavoriteSort, (a: Favorite, b: Favorite) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  'price-high': (a, b) => Number(b.listing.price) - Number(a.listing.price),
  'price-low': (a, b) => Number(a.listing.price) - Number(b.listing.price),
  rating: (a, b) =>
    b.listing.rating.average - a.listing.rating.average || b.listing.rating.count - a.listing.rating.count,
};

export const applyFavoriteFilters = (favorites: Favorite[], filters: FavoriteFilters) =>
  favorites
    .filter(
      (f) =>
        matchesSearch(f, filters.search) &&
        inCategory(f, filters.category) &&
        (!filters.quick || quickFilters[filters.quick].matches(f)),
    )
    .sort(comparators[filters.sort]);
