import { figureCents } from '@agentsy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3Icon, InboxIcon, LayoutDashboardIcon, SettingsIcon, Undo2Icon, UploadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DiscountsSection } from '@/features/discounts/components/discounts-section';
import { ListingImagesEditor } from '@/features/listing-images/components/listing-images-editor';
import { UploadAgentDialog } from '@/features/listings/components/upload-agent-dialog';
import { PayoutPreferencesDialog } from '@/features/payouts/components/payout-preferences-dialog';
import { PayoutsList } from '@/features/payouts/components/payouts-list';
import { RequestPayoutDialog } from '@/features/payouts/components/request-payout-dialog';
import { CompatibilityPicker } from '@/features/releases/components/compatibility-picker';
import { LatestVersionStatus } from '@/features/releases/components/latest-version-status';
import { PublishVersionButton } from '@/features/releases/components/publish-version-dialog';
import { SellerVersions } from '@/features/releases/components/seller-versions';
import { UploadCheck } from '@/features/scans/components/upload-check';
import { VersionScanPanel } from '@/features/scans/components/version-scan-panel';
import { useSellerAnalytics } from '@/features/seller-dashboard/api/get-seller-analytics';
import { AgentAnalytics } from '@/features/seller-dashboard/components/agent-analytics';
import { MyAgentsTable, type ReleaseSlots } from '@/features/seller-dashboard/components/my-agents-table';
import { SalesOverTime } from '@/features/seller-dashboard/components/sales-over-time';
import { StatCards } from '@/features/seller-dashboard/components/stat-cards';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

type OpenDialog = 'upload' | 'payout' | 'preferences' | null;

/**
 * Uploads show their file's check, each version its check (from the scans feature), and each
 * row its newest version's status.
 */
const releaseSlots: ReleaseSlots = {
  publish: (listing) => (
    <PublishVersionButton
      listingId={listing.id}
      title={listing.title}
      renderCheck={(version, close) => <UploadCheck listingId={listing.id} version={version} close={close} />}
    />
  ),
  manage: (listing, atVersions) => (
    <div className="grid gap-6">
      <ListingImagesEditor listingId={listing.id} />
      <SellerVersions
        listingId={listing.id}
        inView={atVersions}
        title={listing.title}
        renderCheck={(version, close) => <UploadCheck listingId={listing.id} version={version} close={close} />}
        renderScan={(v) => <VersionScanPanel listingId={listing.id} version={v.version} since={v.createdAt} />}
      />
    </div>
  ),
  status: (listing, openVersions) => (
    <LatestVersionStatus listingId={listing.id} title={listing.title} onOpen={openVersions} />
  ),
};

const Section = ({ id, title, children }: { id?: string; title: string; children: ReactNode }) => (
  <Card id={id} className="scroll-mt-20">
    <CardHeader>
      <CardTitle className="text-lg">{title}</CardTitle>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

const Dashboard = ({ userId, paypalEmail }: { userId: string; paypalEmail: string | null }) => {
  const queryClient = useQueryClient();
  const { data: analytics, isPending, isError, refetch } = useSellerAnalytics(userId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-32" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        Icon={LayoutDashboardIcon}
        title="Could not load your dashboard"
        text="Something went wrong. Please try again."
      >
        <Button onClick={() => refetch()}>Try again</Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-8">
      <StatCards
        analytics={analytics}
        onRequestPayout={() => setDialog('payout')}
        onSetupPayout={() => setDialog('preferences')}
      />
      <Section title="Quick Actions">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDialog('upload')}>
            <UploadIcon aria-hidden />
            Upload New Agent
          </Button>
          <Button asChild variant="outline">
            <Link to="/requests">
              <InboxIcon aria-hidden />
              Agent requests
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href="#analytics">
              <BarChart3Icon aria-hidden />
              View Analytics
            </a>
          </Button>
          <Button variant="outline" onClick={() => setDialog('preferences')}>
            <SettingsIcon aria-hidden />
            Payout Settings
          </Button>
          <Button asChild variant="outline">
            <Link to="/refunds">
              <Undo2Icon aria-hidden />
              Refund Requests
            </Link>
          </Button>
        </div>
      </Section>
      <Section title="My Agents">
        <MyAgentsTable listings={analytics.listings} onUpload={() => setDialog('upload')} releases={releaseSlots} />
      </Section>
      <Section title="Sales and earnings">
        <SalesOverTime sellerId={userId} />
      </Section>
      <Section id="analytics" title="Analytics">
        <AgentAnalytics listings={analytics.listings} />
      </Section>
      <Section id="discounts" title="Discounts">
        <DiscountsSection listings={analytics.listings} />
      </Section>
      <Section title="My payouts">
        <PayoutsList />
      </Section>

      <UploadAgentDialog
        open={dialog === 'upload'}
        onOpenChange={(open) => {
          setDialog(open ? 'upload' : null);
          // A new agent changes the table and the counts.
          if (!open) void queryClient.invalidateQueries({ queryKey: queryKeys.sellerAnalytics.all });
        }}
        renderCheck={(listingId, closeCheck) => (
          <UploadCheck listingId={listingId} version="1.0.0" close={closeCheck} announce={false} />
        )}
        renderCompatibility={(slot) => <CompatibilityPicker {...slot} />}
      />
      <RequestPayoutDialog
        open={dialog === 'payout'}
        onOpenChange={(open) => (open ? setDialog('payout') : close())}
        availableCents={figureCents(analytics.wallet.availableBalance)}
        savedPaypalEmail={paypalEmail}
      />
      <PayoutPreferencesDialog
        open={dialog === 'preferences'}
        onOpenChange={(open) => (open ? setDialog('preferences') : close())}
      />
    </div>
  );
};

const SellerDashboardPage = () => {
  const { user } = useCurrentUser();
  useDocumentTitle('Seller Dashboard');
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Seller Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Your agents, sales and payouts in one place.</p>
      </header>
      <Dashboard userId={user.id} paypalEmail={user.paypalEmail} />
    </div>
  );
};

export const Component = () => (
  <RequireAuth>
    <SellerDashboardPage />
  </RequireAuth>
);
