import { formatUsd, toCents } from '@agentsy/contracts';
import { DownloadIcon, ShieldIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useExportSales } from '../api/export-sales';
import { useAdminListings } from '../api/get-admin-listings';
import { AdminTabStatus } from './admin-tab-states';
import { DeleteListingButton } from './delete-listing-button';

/** Admin dashboard: every listing, marked Featured or Active, with Delete; Export downloads the sales CSV. */
export const ModerationTab = () => {
  const query = useAdminListings();
  const exportSales = useExportSales();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Listing Moderation</CardTitle>
        <Button variant="outline" onClick={() => exportSales.mutate()} disabled={exportSales.isPending}>
          <DownloadIcon className="size-4" aria-hidden />
          Export
        </Button>
      </CardHeader>
      <CardContent>
        {!query.data ? (
          <AdminTabStatus query={query} Icon={ShieldIcon} what="listings" />
        ) : query.data.length === 0 ? (
          <EmptyState Icon={ShieldIcon} title="No listings found" text="Listings appear here as sellers add them." />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {query.data.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{listing.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {listing.seller.name} · {formatUsd(toCents(listing.price), { freeLabel: true })} ·{' '}
                    {formatDate(listing.createdAt)}
                    {!listing.active && ' · Paused by seller'}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  {listing.featured ? <Badge>Featured</Badge> : <Badge variant="secondary">Active</Badge>}
                  <DeleteListingButton listing={listing} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
