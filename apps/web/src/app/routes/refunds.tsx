import { limits } from '@agentsy/contracts/constants';
import { RefundsList } from '@/features/refunds/components/refunds-list';
import { RequestRefundDialog } from '@/features/refunds/components/request-refund-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

/** docs/product.md#refunds-and-disputes: sellers (in seller mode) answer requests; everyone else asks for refunds. */
const RefundsPage = () => {
  const { user } = useCurrentUser();
  const isSeller = user?.activeRole === 'seller';
  const title = isSeller ? 'Refund Management' : 'My Refund Requests';
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-2 text-muted-foreground">
            {isSeller
              ? 'Review refund requests on your agents and answer each one.'
              : `Refunds can be requested within ${limits.refundWindowDays} days of purchase.`}
          </p>
        </div>
        {!isSeller && <RequestRefundDialog />}
      </header>
      <RefundsList view={isSeller ? 'seller' : 'buyer'} />
    </div>
  );
};

export const Component = () => (
  <RequireAuth>
    <RefundsPage />
  </RequireAuth>
);
