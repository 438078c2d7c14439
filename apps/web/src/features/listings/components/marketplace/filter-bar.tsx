import {
  marketplaceCategories,
  platformSlugs,
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

/** The filter bar's selects, in screen order. */
const selects: { key: Exclude<FilterKey, 'search'>; label: string; allLabel: string; options: Option[] }[] = [
  {
    key: 'category',
    label: 'Category',
    allLabel: 'All Categories',
    options: Object.entries(marketplaceCategories).map(([value, { label }]) => ({ value, label })),
  },
  {
    key: 'sortBy',
    label: 'Sort by',
    allLabel: 'Best match',
    options: sortOptions.map((value) => ({ value, label: sortLabels[value] })),
  },
  {
    key: 'platform',
    label: 'Platform',
    allLabel: 'All Platforms',
    options: platformSlugs.map((value) => ({ value, label: platforms[value] })),
  },
  {
    key: 'price',
    label: 'Price',
    allLabel: 'Any Price',
    options: Object.entries(pricePresets).map(([value, { label }]) => ({ value, label })),
  },
];

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
        {selects.map(({ key, label, allLabel, options }) => (
          <FilterSelect
            key={key}
            label={label}
            value={filters[key]}
            allLabel={allLabel}
            options={options}
            onChange={(v) => onChange(key, v)}
          />
        ))}
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
