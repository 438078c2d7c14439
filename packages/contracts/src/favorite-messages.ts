/**
 * Favourite toggles (docs/product.md#favourites), apart from the other messages so the
 * marketplace's first load carries only these.
 */
export const favoriteMessages = {
  signIn: { title: 'Sign In Required', message: 'Please sign in to save favorites' },
  added: { title: 'Added to Favorites' },
  removed: { title: 'Removed from Favorites' },
  failed: { title: 'Error', message: 'Failed to update favorites' },
  removeFailed: { title: 'Error', message: 'Failed to remove from favorites.' },
  addFailedOnListing: { title: 'Error', message: 'Failed to add to favorites' },
} as const;
