import { sellerSortOptions, sellerSpecializations } from '@agentsy/contracts/taxonomy';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

export type DirectoryFilters = {
  search: string;
  rating: string;
  category: string;
  sortBy: (typeof sellerSortOptions)[number];
  verifiedOnly: boolean;
};

export const defaultDirectoryFilters: DirectoryFilters = {
  search: '',
  rating: 'any',
  category: 'all',
  sortBy: 'most_active',
  verifiedOnly: false,
};

/** Sort is an order, not a filter, so Clear's count leaves it out. */
export const activeDirectoryFilterCount = (f: DirectoryFilters) =>
  [f.search.trim() !== '', f.rating !== 'any', f.category !== 'all', f.verifiedOnly].filter(Boolean).length;

const ratingOptions = [
  { value: 'any', label: 'Any rating' },
  { value: '4', label: '4.0+ stars' },
  { value: '4.5', label: '4.5+ stars' },
  { value: '5', label: '5.0 stars' },
];

const sortLabels: Record<DirectoryFilters['sortBy'], string> = {
  most_active: 'Most Active',
  newest: 'Newest',
  highest_rated: 'Highest Rated',
  most_agents: 'Most Agents',
  most_sales: 'Most Sales',
};

export const DirectoryFilterControls = ({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>) => void;
}) => (
  <div className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto]">
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label="Search creators"
        placeholder="Search creators..."
        className="pl-9"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
    </div>
    <Select value={filters.rating} onValueChange={(rating) => onChange({ rating })}>
      <SelectTrigger aria-label="Minimum rating" className="min-w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ratingOptions.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
    <Select value={filters.category} onValueChange={(category) => onChange({ category })}>
      <SelectTrigger aria-label="Specialization" className="min-w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All specializations</SelectItem>
        {Object.entries(sellerSpecializations).map(([value, { label }]) => (
          <SelectItem key={value} value={value}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
    <Select
      value={filters.sortBy}
      onValueChange={(sortBy) => onChange({ sortBy: sortBy as DirectoryFilters['sortBy'] })}
    >
      <SelectTrigger aria-label="Sort creators" className="min-w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {sellerSortOptions.map((value) => (
          <SelectItem key={value} value={value}>
            {sortLabels[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
    <div className="flex items-center gap-2 md:col-span-4">
      <Switch
        id="verified-only"
        checked={filters.verifiedOnly}
        onCheckedChange={(verifiedOnly) => onChange({ verifiedOnly })}
      />
      <Label htmlFor="verified-only">Verified creators only</Label>
    </div>
  </div>
);
