import { useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CreateListingForm } from '@/features/listings/components/upload/create-listing-form';
import { CompatibilityPicker } from '@/features/releases/components/compatibility-picker';
import { UploadCheck } from '@/features/scans/components/upload-check';
import { enableSeller } from '@/features/users/api/enable-seller';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

const UploadAgentDialog = lazy(() =>
  import('@/features/listings/components/upload-agent-dialog').then((m) => ({ default: m.UploadAgentDialog })),
);

const CreateListingPage = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isQuickUploadOpen, setIsQuickUploadOpen] = useState(false);
  const [created, setCreated] = useState<string>();
  const toDashboard = () => navigate('/seller-dashboard');

  /** docs/product.md#listing-uploads: a buyer who lists an agent gets seller mode first, then the listing is created. */
  const ensureSeller = async () => {
    if (user?.sellerEnabled) return;
    await enableSeller();
    await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Sell an Agent</h1>
          <p className="mt-2 text-muted-foreground">
            List your agent, prompt or workflow. It goes live in the marketplace as soon as you publish.
          </p>
        </div>
        <Button variant="outline" onClick={() => setIsQuickUploadOpen(true)}>
          <UploadIcon aria-hidden />
          Quick upload
        </Button>
      </header>
      {created ? (
        // The first version is checked before it goes live; a clean one goes on to the dashboard.
        <section aria-label="Your file's check" className="rounded-lg border p-4">
          <UploadCheck listingId={created} version="1.0.0" close={toDashboard} announce={false} />
        </section>
      ) : (
        <CreateListingForm
          beforeCreate={ensureSeller}
          onCreated={setCreated}
          onCancel={toDashboard}
          renderCompatibility={(slot) => <CompatibilityPicker {...slot} />}
        />
      )}
      {isQuickUploadOpen && (
        <Suspense fallback={null}>
          <UploadAgentDialog
            open={isQuickUploadOpen}
            onOpenChange={setIsQuickUploadOpen}
            beforeUpload={ensureSeller}
            renderCompatibility={(slot) => <CompatibilityPicker {...slot} />}
            renderCheck={(listingId, close) => (
              <UploadCheck listingId={listingId} version="1.0.0" close={close} announce={false} />
            )}
          />
        </Suspense>
      )}
    </div>
  );
};

export const Component = () => {
  useDocumentTitle('Sell an Agent');
  return (
    <RequireAuth>
      <CreateListingPage />
    </RequireAuth>
  );
};
