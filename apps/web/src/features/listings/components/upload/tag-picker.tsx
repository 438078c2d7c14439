import { limits } from '@agentsy/contracts/constants';
import { listingTags } from '@agentsy/contracts/taxonomy';
import { Button } from '@/components/ui/button';

type Tag = (typeof listingTags)[number];

/** Up to five tags from the fixed list; a sixth pick is ignored silently (docs/product.md#listing-uploads). */
export const TagPicker = ({ value, onChange }: { value: Tag[]; onChange: (tags: Tag[]) => void }) => {
  const toggle = (tag: Tag) => {
    if (value.includes(tag)) onChange(value.filter((t) => t !== tag));
    else if (value.length < limits.maxTags) onChange([...value, tag]);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        Tags <span className="font-normal text-muted-foreground">(up to {limits.maxTags})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {listingTags.map((tag) => {
          const isOn = value.includes(tag);
          return (
            <Button
              key={tag}
              size="sm"
              variant={isOn ? 'default' : 'outline'}
              aria-pressed={isOn}
              onClick={() => toggle(tag)}
            >
              {tag}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
};
