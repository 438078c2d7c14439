import type { SellerAnalytics } from '@agentsy/contracts';
import { BotIcon, EyeIcon, PencilIcon, UploadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { formatCount, formatPrice, pluralize } from '@/lib/format';
import { platformLabel } from '@/lib/platform-label';
import { useSetListingActive } from '../api/set-listing-active';
import { EditListingDialog } from './edit-listing-dialog';
import { LicenseKeysSection } from './license-keys-section';
import { McpServerSection } from './mcp-server-section';

type Row = SellerAnalytics['listings'][number];

/**
 * The actions stay at the right edge of the scroller while the figures scroll under them: on a
 * phone the table is wider than the screen, and the actions were past its edge. There the
 * buttons show only their icons (their names stay for screen readers).
 */
const actionsCell =
  'sticky right-0 bg-white py-3 pl-3 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)] dark:bg-slate-900 sm:shadow-none';

/**
 * Where versions plug in (they are their own feature): `publish` beside each row's actions,
 * `manage` inside Edit Listing, `status` under the title (the newest version's check, which
 * opens Edit Listing where the versions are).
 */
export type ReleaseSlots = {
  publish: (listing: Row) => ReactNode;
  /** `atVersions`: opened from the status, so the versions are brought into view. */
  manage: (listing: Row, atVersions: boolean) => ReactNode;
  status?: (listing: Row, openVersions: () => void) => ReactNode;
};

const AgentRow = ({ listing, releases }: { listing: Row; releases?: ReleaseSlots }) => {
  const setActive = useSetListingActive();
  const [editing, setEditing] = useState<false | 'listing' | 'versions'>(false);
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className="py-3 pr-4">
        <p className="font-medium">{listing.title}</p>
        <p className={listing.active ? 'text-xs text-success-text' : 'text-xs text-muted-foreground'}>
          {listing.active ? 'Active' : 'Inactive'}
        </p>
        {releases?.status?.(listing, () => setEditing('versions'))}
      </td>
      <td className="py-3 pr-4">
        <Badge variant="secondary">{platformLabel(listing.platform)}</Badge>
      </td>
      <td className="py-3 pr-4">{formatPrice(listing.price)}</td>
      <td className="py-3 pr-4">
        <p data-testid="sales">{formatCount(listing.sales)}</p>
        {/* Downloads count free claims and repeat downloads too, so they sit beside sales, not in place of them. */}
        <p className="text-xs text-muted-foreground">{pluralize(listing.downloadCount, 'download')}</p>
      </td>
      <td className="py-3 pr-4">
        <Badge variant={listing.hasVideo ? 'default' : 'outline'}>{listing.hasVideo ? 'Video' : 'No Video'}</Badge>
      </td>
      <td className="py-3 pr-4">
        {listing.rating.count > 0 ? (
          <RatingDisplay average={listing.rating.average} count={listing.rating.count} />
        ) : (
          <span className="text-sm text-muted-foreground">No ratings</span>
        )}
      </td>
      <td className={actionsCell}>
        <div className="flex items-center gap-2 sm:gap-3">
          <Button asChild size="sm" variant="outline">
            <Link to={`/agent/${listing.id}`}>
              <EyeIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">View</span>
            </Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing('listing')}
            aria-label={`Edit ${listing.title}`}
          >
            <PencilIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">Edit</span>
          </Button>
          {editing && (
            <EditListingDialog listing={listing} open onOpenChange={(open) => setEditing(open && editing)}>
              {listing.platform === 'mcp' && <McpServerSection listingId={listing.id} />}
              <LicenseKeysSection listingId={listing.id} />
              {releases?.manage(listing, editing === 'versions')}
            </EditListingDialog>
          )}
          {releases?.publish(listing)}
          <Switch
            checked={listing.active}
            disabled={setActive.isPending}
            onCheckedChange={(active) => setActive.mutate({ listingId: listing.id, active })}
            aria-label={`${listing.title} is listed in the marketplace`}
          />
        </div>
      </td>
    </tr>
  );
};

export const MyAgentsTable = ({
  listings,
  onUpload,
  releases,
}: {
  listings: Row[];
  onUpload: () => void;
  releases?: ReleaseSlots;
}) => {
  if (listings.length === 0) {
    return (
      <EmptyState
        Icon={BotIcon}
        title="No agents uploaded yet"
        text="Upload an agent and it is live in the marketplace at once."
      >
        <Button onClick={onUpload}>
          <UploadIcon aria-hidden />
          Upload Your First Agent
        </Button>
      </EmptyState>
    );
  }
  return (
    // contain-inline-size: the table's minimum width stays inside this scroller instead of
    // widening the cards and grids around it (on a phone, the whole page scrolled sideways).
    <div className="overflow-x-auto contain-inline-size">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th className="pb-2 font-medium">Agent</th>
            <th className="pb-2 font-medium">Platform</th>
            <th className="pb-2 font-medium">Price</th>
            <th className="pb-2 font-medium">Sales</th>
            <th className="pb-2 font-medium">Video</th>
            <th className="pb-2 font-medium">Rating</th>
            <th className="sticky right-0 bg-white pb-2 pl-3 font-medium dark:bg-slate-900">Actions</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <AgentRow key={listing.id} listing={listing} releases={releases} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
