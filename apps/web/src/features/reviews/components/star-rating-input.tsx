import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five radio buttons drawn as stars, so keyboards and screen readers get a normal radio group. */
export const StarRatingInput = ({ value, onChange }: { value: number; onChange: (rating: number) => void }) => (
  <fieldset className="flex gap-1">
    <legend className="sr-only">Rating</legend>
    {[1, 2, 3, 4, 5].map((n) => (
      <label key={n} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-brand-500">
        <input
          type="radio"
          name="rating"
          value={n}
          checked={value === n}
          onChange={() => onChange(n)}
          className="sr-only"
          aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
        />
        <StarIcon
          className={cn('size-7', n <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600')}
          aria-hidden
        />
      </label>
    ))}
  </fieldset>
);
