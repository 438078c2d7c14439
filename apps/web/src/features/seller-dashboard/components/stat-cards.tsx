import { figureCents, formatUsd, payoutMessages, type SellerAnalytics } from '@agentsy/contracts';
import { BotIcon, CalendarIcon, DollarSignIcon, WalletIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, pluralize } from '@/lib/format';
import { Trend } from './trend';

const StatCard = ({
  label,
  value,
  icon,
  testId,
  children,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  testId: string;
  children?: ReactNode;
}) => (
  <Card>
    <CardContent className="grid gap-1 pt-6">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        {icon}
      </div>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
      {children}
    </CardContent>
  </Card>
);

export const StatCards = ({
  analytics,
  onRequestPayout,
  onSetupPayout,
}: {
  analytics: SellerAnalytics;
  onRequestPayout: () => void;
  onSetupPayout: () => void;
}) => {
  const { wallet } = analytics;
  // One pending payout at a time (the server refuses a second): say so before the form, not after.
  const hasPendingPayout = figureCents(wallet.pendingPayouts) > 0;
  const pendingReasonId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Earnings"
        value={formatUsd(figureCents(wallet.totalEarnings))}
        icon={<DollarSignIcon className="size-4" aria-hidden />}
        testId="total-earnings"
      >
        <p className="text-xs text-muted-foreground">{pluralize(analytics.totalSales, 'sale')} in total</p>
      </StatCard>
      <StatCard
        label="Available Balance"
        value={formatUsd(figureCents(wallet.availableBalance))}
        icon={<WalletIcon className="size-4" aria-hidden />}
        testId="available-balance"
      >
        <div className="flex flex-wrap gap-x-3">
          <Button
            variant="link"
            className="h-auto p-0 text-xs"
            onClick={onRequestPayout}
            disabled={hasPendingPayout}
            aria-describedby={hasPendingPayout ? pendingReasonId : undefined}
          >
            Request Payout
          </Button>
          <Button variant="link" className="h-auto p-0 text-xs" onClick={onSetupPayout}>
            Setup Payout Method
          </Button>
        </div>
        {hasPendingPayout && (
          <p id={pendingReasonId} className="text-xs text-muted-foreground">
            {payoutMessages.pendingExists} A new one can be requested once it is processed.
          </p>
        )}
      </StatCard>
      <StatCard
        label="Active Agents"
        value={formatCount(analytics.activeListings)}
        icon={<BotIcon className="size-4" aria-hidden />}
        testId="active-agents"
      >
        <p className="text-xs text-muted-foreground">{pluralize(analytics.totalViews, 'view')} in total</p>
      </StatCard>
      <StatCard
        label="This Month"
        value={formatUsd(figureCents(analytics.monthlySales))}
        icon={<CalendarIcon className="size-4" aria-hidden />}
        testId="monthly-sales"
      >
        <p className="text-xs text-muted-foreground">{pluralize(analytics.monthlySalesCount, 'sale')}</p>
        <Trend percent={analytics.monthlySalesTrend} label="vs last month" />
      </StatCard>
    </div>
  );
};
