import { type AdminPaymentDispute, formatUsd, toCents } from '@agentsy/contracts';
import { LandmarkIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { usePaymentDisputes } from '../api/get-payment-disputes';
import { AdminTabStatus } from './admin-tab-states';

const kindLabels: Record<AdminPaymentDispute['kind'], string> = {
  dispute: 'Chargeback',
  partial_refund: 'Partial refund',
};

const PaymentDisputeCard = ({ item }: { item: AdminPaymentDispute }) => (
  <Card>
    <CardContent className="grid gap-2 pt-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{item.listing.title}</span>
        <Badge variant="secondary">{kindLabels[item.kind]}</Badge>
      </div>
      <p className="break-all text-sm text-muted-foreground">
        Order #{item.orderId} · {formatDate(item.createdAt)}
      </p>
      <p className="text-sm">
        {item.kind === 'dispute' ? 'Disputed' : 'Refunded at the processor'} {formatUsd(toCents(item.amount))} of{' '}
        {formatUsd(toCents(item.orderAmount))}
        {item.kind === 'dispute' && ` · ${formatUsd(toCents(item.held))} held from the seller`}
      </p>
      {item.kind === 'partial_refund' && (
        <p className="text-sm text-muted-foreground">
          Not booked in the ledger: the order keeps its download. Refund the rest at the processor to reverse the sale.
        </p>
      )}
      {item.kind === 'dispute' && item.reason && <p className="text-sm text-muted-foreground">Reason: {item.reason}</p>}
    </CardContent>
  </Card>
);

/**
 * What the card processor did outside Agentsy and is still open: chargebacks (decided by the
 * processor, shown here to follow) and partial refunds, which the ledger does not book on its own.
 */
export const PaymentDisputesList = () => {
  const query = usePaymentDisputes();
  return (
    <section className="grid gap-4" aria-labelledby="payment-disputes-heading">
      <h2 id="payment-disputes-heading" className="text-lg font-semibold">
        At the card processor
      </h2>
      {!query.data ? (
        <AdminTabStatus query={query} Icon={LandmarkIcon} what="chargebacks" />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open chargebacks or partial refunds.</p>
      ) : (
        <ul className="grid gap-4">
          {query.data.map((item) => (
            <li key={item.id}>
              <PaymentDisputeCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
