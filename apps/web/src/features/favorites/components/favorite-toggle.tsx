import { favoriteMessages } from '@agentsy/contracts/favorite-messages';
import { HeartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useToggleFavorite } from './use-toggle-favorite';

/** The heart on a listing card. */
export const FavoriteToggle = ({ listingId, title }: { listingId: string; title: string }) => {
  const { isFavorite, toggle, isPending } = useToggleFavorite(listingId);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      disabled={isPending}
      onClick={toggle}
    >
      <HeartIcon className={cn(isFavorite ? 'fill-red-500 text-red-500' : 'text-muted-foreground')} aria-hidden />
    </Button>
  );
};

/** The listing page's Save button; its add failure reads "Failed to add to favorites". */
export const SaveListingButton = ({ listingId }: { listingId: string }) => {
  const { isFavorite, toggle, isPending } = useToggleFavorite(listingId, {
    addFailure: favoriteMessages.addFailedOnListing,
  });
  return (
    <Button variant="outline" aria-pressed={isFavorite} disabled={isPending} onClick={toggle}>
      <HeartIcon className={cn(isFavorite && 'fill-red-500 text-red-500')} aria-hidden />
      {isFavorite ? 'Saved' : 'Save'}
    </Button>
  );
};
