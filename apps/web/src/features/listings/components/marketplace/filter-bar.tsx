import {
  marketplaceCategories,
  marketplacePlatforms,
  platforms,
  pricePresets,
  sortOptions,
} from '@agentsy/contracts/taxonomy';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { activeFilterCount, type FilterKey, type MarketplaceFilters, sortLabels } from './marketplace-filters';
import { SearchInput } from './search-input';

type Option = { value: string; label: string };

const FilterSelect = ({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: Option[];
  onChange: (value: string) => void;
}) => (
  <NativeSelect aria-label={label} className="min-w-44" value={value} onChange={(e) => onChange(e.target.value)}>
    <option value="">{allLabel}</option>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </NativeSelect>
);

const categoryOptions = Object.entries(marketplaceCategories).map(([value, { label }]) => ({ value, label }));
const sortChoices = sortOptions.map((value) => ({ value, label: sortLabels[value] }));
const platformOptions = marketplacePlatforms.map((value) => ({ value, label: platforms[value] }));
const priceOptions = Object.entries(pricePresets).map(([value, { label }]) => ({ value, label }));

export const FilterBar = ({
  filters,
  onChange,
  onClearAll,
}: {
  filters: MarketplaceFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClearAll: () => void;
}) => {
  const activeCount = activeFilterCount(filters);
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <SearchInput value={filters.search} onChange={(value) => onChange('search', value)} />
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          label="Category"
          value={filters.category}
          allLabel="All Categories"
          options={categoryOptions}
          onChange={(v) => onChange('category', v)}
        />
        <FilterSelect
          label="Sort by"
          value={filters.sortBy}
          allLabel="Best match"
          options={sortChoices}
          onChange={(v) => onChange('sortBy', v)}
        />
        <FilterSelect
          label="Platform"
          value={filters.platform}
          allLabel="All Platforms"
          options={platformOptions}
          onChange={(v) => onChange('platform', v)}
        />
        <FilterSelect
          label="Price"
          value={filters.price}
          allLabel="Any Price"
          options={priceOptions}
          onChange={(v) => onChange('price', v)}
        />
        {activeCount > 0 && (
          <Button variant="ghost" onClick={onClearAll}>
            <XIcon aria-hidden />
            Clear All ({activeCount})
          </Button>
        )}
      </div>
    </div>
  );
};
