import { StarIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { platformLabel } from '@/lib/platform-label';
import { panelFeaturedShown, usePanelListings, useSetFeatured } from '../api/featured-listings';
import { panelToasts } from './admin-copy';

/** "Featured Agent Management": the first 5 of 50 fetched listings, each with its toggle. */
export const FeaturedManagement = () => {
  const { data: listings, isPending, isError } = usePanelListings();
  const setFeatured = useSetFeatured({ failureToast: { title: 'Error', description: panelToasts.featuredFailed } });

  const toggle = (id: string, featured: boolean) =>
    setFeatured.mutate(
      { id, featured },
      {
        onSuccess: () => toast({ title: panelToasts.featuredUpdated }),
      },
    );

  const shown = listings?.slice(0, panelFeaturedShown) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Featured Agent Management</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <p className="text-sm text-red-600">Could not load the listings.</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No listings found</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Listings to feature">
            {shown.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{l.title}</p>
                  <p className="text-muted-foreground">{platformLabel(l.platform)}</p>
                </div>
                <Button
                  size="sm"
                  variant={l.featured ? 'default' : 'outline'}
                  aria-pressed={l.featured}
                  aria-label={`${l.featured ? 'Featured' : 'Feature'}: ${l.title}`}
                  disabled={setFeatured.isPending}
                  onClick={() => toggle(l.id, !l.featured)}
                >
                  <StarIcon aria-hidden className={l.featured ? 'fill-current' : undefined} />
                  {l.featured ? 'Featured' : 'Feature'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
