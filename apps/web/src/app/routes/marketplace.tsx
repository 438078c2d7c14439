import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { CategoryGrid } from '@/features/listings/components/marketplace/category-grid';
import { FilterBar } from '@/features/listings/components/marketplace/filter-bar';
import { activeFilterCount, categoryLabel } from '@/features/listings/components/marketplace/marketplace-filters';
import { MarketplaceResults } from '@/features/listings/components/marketplace/marketplace-results';
import { useMarketplaceFilters } from '@/features/listings/components/marketplace/use-marketplace-filters';
import { useDocumentTitle } from '@/lib/use-document-title';

export const Component = () => {
  const { filters, params, setFilter, clearAll } = useMarketplaceFilters();
  const heading = filters.category ? `${categoryLabel(filters.category)} Agents` : 'AI Agent Marketplace';
  useDocumentTitle(heading);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-2 text-muted-foreground">
          Discover agents, prompts and workflows for ChatGPT, Claude, Zapier, Python and more.
        </p>
      </header>
      <CategoryGrid selected={filters.category} onSelect={(id) => setFilter('category', id)} />
      <FilterBar filters={filters} onChange={setFilter} onClearAll={clearAll} />
      <MarketplaceResults
        params={params}
        onClearAll={activeFilterCount(filters) > 0 ? clearAll : undefined}
        cardAction={(listing) => <FavoriteToggle listingId={listing.id} title={listing.title} />}
      />
    </div>
  );
};
