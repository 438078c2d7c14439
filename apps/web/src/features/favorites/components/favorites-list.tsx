import { marketplaceCategories } from '@agentsy/contracts/taxonomy';
import { HeartIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OptionsSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { useFavorites } from '../api/get-favorites';
import { FavoriteCard } from './favorite-card';
import {
  applyFavoriteFilters,
  defaultFavoriteFilters,
  type FavoriteFilters,
  type FavoriteSort,
  favoriteSorts,
  type QuickFilter,
  quickFilters,
} from './favorites-filters';

export const FavoritesList = () => {
  const { data: favorites, isPending, isError, refetch } = useFavorites();
  const [filters, setFilters] = useState<FavoriteFilters>(defaultFavoriteFilters);
  const update = (patch: Partial<FavoriteFilters>) => setFilters((f) => ({ ...f, ...patch }));

  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-56" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState Icon={HeartIcon} title="Could not load your favorites" text="Something went wrong. Please try again.">
        <Button onClick={() => refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  if (favorites.length === 0) {
    return (
      <EmptyState
        Icon={HeartIcon}
        title="No favorites yet"
        text="Tap the heart on any agent in the marketplace to keep it here for later."
      >
        <Button asChild>
          <Link to="/marketplace">Browse Agents</Link>
        </Button>
      </EmptyState>
    );
  }

  const shown = applyFavoriteFilters(favorites, filters);
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
          <Input
            type="search"
            aria-label="Search favorites"
            placeholder="Search favorites..."
            className="pl-9"
            value={filters.search}
            onChange={(e) => update({ search: e.target.value })}
          />
        </div>
        <Select value={filters.category || 'all'} onValueChange={(v) => update({ category: v === 'all' ? '' : v })}>
          <SelectTrigger aria-label="Category" className="min-w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Categories</SelectItem>
            {Object.entries(marketplaceCategories).map(([id, { label }]) => (
              <SelectItem key={id} value={id}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <OptionsSelect
          value={filters.sort}
          onValueChange={(v) => update({ sort: v as FavoriteSort })}
          options={favoriteSorts}
          aria-label="Sort favorites"
          className="min-w-44"
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Quick filters</legend>
        {(Object.entries(quickFilters) as [QuickFilter, { label: string }][]).map(([id, { label }]) => (
          <Button
            key={id}
            size="sm"
            variant={filters.quick === id ? 'default' : 'outline'}
            aria-pressed={filters.quick === id}
            onClick={() => update({ quick: filters.quick === id ? '' : id })}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length === favorites.length
          ? pluralize(favorites.length, 'saved agent')
          : `${shown.length} of ${pluralize(favorites.length, 'saved agent')}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState Icon={SearchIcon} title="No matching favorites" text="Try another search, category or shortcut.">
          <Button variant="outline" onClick={() => setFilters(defaultFavoriteFilters)}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((favorite) => (
            <FavoriteCard key={favorite.id} favorite={favorite} />
          ))}
        </div>
      )}
    </div>
  );
};
