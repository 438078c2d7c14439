import type { Favorite } from '@agentsy/contracts';
import { favoriteMessages } from '@agentsy/contracts/favorite-messages';
import { type Platform, platforms, type UseCase, useCases } from '@agentsy/contracts/taxonomy';
import { EyeIcon, ShoppingCartIcon, TrashIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { formatPrice, pluralize } from '@/lib/format';
import { useRemoveFavorite } from '../api/remove-favorite';

export const FavoriteCard = ({ favorite }: { favorite: Favorite }) => {
  const { listing } = favorite;
  const remove = useRemoveFavorite({
    failureToast: { title: favoriteMessages.removeFailed.title, description: favoriteMessages.removeFailed.message },
  });
  const onRemove = () =>
    remove.mutate(listing.id, {
      onSuccess: () => toast({ title: favoriteMessages.removed.title }),
    });
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="favorite-card">
      <div className="flex items-start justify-between gap-2">
        <Badge variant="secondary">{platforms[listing.platform as Platform] ?? listing.platform}</Badge>
        <span className="font-bold">{formatPrice(listing.price)}</span>
      </div>
      <h2 className="text-lg font-semibold leading-tight">{listing.title}</h2>
      <p className="line-clamp-3 text-sm text-muted-foreground">{listing.description}</p>
      <p className="text-xs font-medium uppercase tracking-wide text-brand-text">
        {useCases[listing.useCase as UseCase] ?? listing.useCase}
      </p>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <RatingDisplay average={listing.rating.average} count={listing.rating.count} />
        <span>{pluralize(listing.totalSales, 'sale')}</span>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild size="sm">
          {/* Buying happens on the listing page; this takes the buyer there. */}
          <Link to={`/agent/${listing.id}`}>
            <ShoppingCartIcon aria-hidden />
            Buy Now
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/agent/${listing.id}`} aria-label={`View ${listing.title}`}>
            <EyeIcon aria-hidden />
            View
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-red-600"
          disabled={remove.isPending}
          aria-label={`Remove ${listing.title} from favorites`}
          onClick={onRemove}
        >
          <TrashIcon aria-hidden />
          Remove
        </Button>
      </div>
    </Card>
  );
};
