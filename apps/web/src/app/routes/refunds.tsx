import { limits } from '@agentsy/contracts/constants';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RefundsList } from '@/features/refunds/components/refunds-list';
import { RequestRefundDialog } from '@/features/refunds/components/request-refund-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

const windowNote = `Refunds can be requested within ${limits.refundWindowDays} days of purchase.`;

/** The buyer's side: their own requests, and the dialog (opened on `?order=` from an order's "Request a refund"). */
const MyRequests = ({ orderId }: { orderId?: string }) => (
  <div className="grid gap-4">
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{windowNote}</p>
      <RequestRefundDialog initialOrderId={orderId} />
    </div>
    <RefundsList view="buyer" />
  </div>
);

/**
 * docs/product.md#refunds-and-disputes: sellers (in seller mode) answer requests on their agents;
 * they buy too, so their own requests are one tab away. Everyone else sees their own requests.
 */
const RefundsPage = () => {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isSeller = user?.activeRole === 'seller';
  const orderId = params.get('order') ?? undefined;
  const title = isSeller ? 'Refund Management' : 'My Refund Requests';
  useDocumentTitle(title);
  const view = params.get('view') === 'mine' || orderId ? 'mine' : 'agents';
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        {isSeller && (
          <p className="mt-2 text-muted-foreground">
            Review refund requests on your agents and answer each one, and follow the ones you made as a buyer.
          </p>
        )}
      </header>
      {isSeller ? (
        <Tabs value={view} onValueChange={(next) => setParams(next === 'mine' ? { view: 'mine' } : {})}>
          <TabsList className="max-w-md">
            <TabsTrigger value="agents">Requests on my agents</TabsTrigger>
            <TabsTrigger value="mine">My requests</TabsTrigger>
          </TabsList>
          <TabsContent value="agents">
            <RefundsList view="seller" />
          </TabsContent>
          <TabsContent value="mine">
            <MyRequests orderId={orderId} />
          </TabsContent>
        </Tabs>
      ) : (
        <MyRequests orderId={orderId} />
      )}
    </div>
  );
};

export const Component = () => (
  <RequireAuth>
    <RefundsPage />
  </RequireAuth>
);
