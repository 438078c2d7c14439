import { favoriteMessages } from '@agentsy/contracts/favorite-messages';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { useAddFavorite } from '../api/add-favorite';
import { useFavoriteIds } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

type Failure = { title: string; message: string };

/**
 * Saved state read from the server (docs/product.md#favourites supersedes the spec's "always unsaved"), and the
 * spec's toasts. `addFailure` lets the listing page use its own wording.
 */
export const useToggleFavorite = (listingId: string, { addFailure }: { addFailure?: Failure } = {}) => {
  const { user } = useCurrentUser();
  const isFavorite = useFavoriteIds().has(listingId);
  const failure = addFailure ?? favoriteMessages.failed;
  const add = useAddFavorite({ failureToast: { title: failure.title, description: failure.message } });
  const remove = useRemoveFavorite({
    failureToast: { title: favoriteMessages.failed.title, description: favoriteMessages.failed.message },
  });

  const toggle = () => {
    if (!user) {
      toast({ title: favoriteMessages.signIn.title, description: favoriteMessages.signIn.message });
      return;
    }
    const mutation = isFavorite ? remove : add;
    mutation.mutate(listingId, {
      onSuccess: () => toast({ title: isFavorite ? favoriteMessages.removed.title : favoriteMessages.added.title }),
    });
  };

  return { isFavorite, toggle, isPending: add.isPending || remove.isPending };
};
