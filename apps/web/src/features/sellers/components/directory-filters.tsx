import { sellerSortOptions, sellerSpecializations } from '@agentsy/contracts/taxonomy';
import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

const ratingValues = ['4', '4.5', '5'];

/** The filters as the page's URL holds them, so Back and a shared link keep them; unknown values are dropped. */
export const parseDirectoryFilters = (params: URLSearchParams): DirectoryFilters => {
  const rating = params.get('rating') ?? '';
  const category = params.get('category') ?? '';
  const sortBy = params.get('sortBy') ?? '';
  return {
    search: params.get('search') ?? '',
    rating: ratingValues.includes(rating) ? rating : defaultDirectoryFilters.rating,
    category: category in sellerSpecializations ? category : defaultDirectoryFilters.category,
    sortBy: (sellerSortOptions as readonly string[]).includes(sortBy)
      ? (sortBy as DirectoryFilters['sortBy'])
      : defaultDirectoryFilters.sortBy,
    verifiedOnly: params.get('verifiedOnly') === 'true',
  };
};

/** Only what differs from the defaults goes into the URL. */
export const directoryFiltersToParams = (f: DirectoryFilters) => {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.rating !== defaultDirectoryFilters.rating) params.set('rating', f.rating);
  if (f.category !== defaultDirectoryFilters.category) params.set('category', f.category);
  if (f.sortBy !== defaultDirectoryFilters.sortBy) params.set('sortBy', f.sortBy);
  if (f.verifiedOnly) params.set('verifiedOnly', 'true');
  return params;
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

const searchPauseMs = 300;

/** The words go into the URL after a pause in typing: one history entry and one request per search, not per key. */
const SearchBox = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const [text, setText] = useState(value);
  // The words this box last put in the URL: when the URL comes back with them, the box keeps what was
  // typed since (a slow round trip must not eat the next keys); any other value came from elsewhere
  // (Clear, Back) and replaces the text.
  const sent = useRef(value);
  useEffect(() => {
    if (value.trim() === sent.current.trim()) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, searchPauseMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label="Search creators"
        placeholder="Search creators..."
        className="pl-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
};

export const DirectoryFilterControls = ({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>) => void;
}) => (
  <div className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto]">
    <SearchBox value={filters.search} onChange={(search) => onChange({ search })} />
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
