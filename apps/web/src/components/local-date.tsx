import { type DateStyle, formatDateAs } from '@/lib/format';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * A date as the reader's calendar shows it. Pages rendered on the server (decision 043) write
 * dates in UTC, since the server cannot know the reader's zone; while React hydrates that HTML
 * this renders the same UTC text (anything else is a mismatch, and React would throw the HTML
 * away), then the reader's date at once after. A page the browser renders itself has no
 * hydration and shows the reader's date from the start.
 */
export const LocalDate = ({ iso, style = 'date' }: { iso: string; style?: DateStyle }) => {
  const isHydrated = useIsHydrated();
  return formatDateAs(style, iso, isHydrated ? 'local' : 'UTC');
};
