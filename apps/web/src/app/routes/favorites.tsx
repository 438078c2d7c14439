import { FavoritesList } from '@/features/favorites/components/favorites-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

export const Component = () => {
  useDocumentTitle('My Favorites');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
        <header>
          <h1 className="text-3xl font-bold">My Favorites</h1>
          <p className="mt-2 text-muted-foreground">Agents you saved to come back to.</p>
        </header>
        <FavoritesList />
      </div>
    </RequireAuth>
  );
};
