import { limits } from '@agentsy/contracts/constants';
import { listingTags } from '@agentsy/contracts/taxonomy';
import { cn } from '@/lib/cn';

export type ListingTag = (typeof listingTags)[number];

/**
 * Up to five tags from the fixed list, as checkbox chips (docs/product.md#listing-uploads). Once
 * five are chosen the others are disabled, so a sixth pick cannot happen rather than being dropped
 * without a word. Both the create screen and the edit dialog use it.
 */
export const TagPicker = ({ value, onChange }: { value: ListingTag[]; onChange: (tags: ListingTag[]) => void }) => {
  const full = value.length >= limits.maxTags;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        Tags{' '}
        <span className="font-normal text-muted-foreground">
          ({value.length}/{limits.maxTags})
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {listingTags.map((tag) => {
          const checked = value.includes(tag);
          const disabled = !checked && full;
          return (
            <label
              key={tag}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-xs has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={disabled}
                onChange={(e) => onChange(e.target.checked ? [...value, tag] : value.filter((t) => t !== tag))}
              />
              {tag}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
