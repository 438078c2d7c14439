import type { Order } from '@agentsy/contracts';
import { formatUsd, toCents } from '@agentsy/contracts';
import { DownloadIcon, LifeBuoyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyField } from '@/components/copy-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { downloadHref } from '@/lib/download-url';
import { formatDate } from '@/lib/format';
import { platformLabel } from '@/lib/platform-label';
import { relativeTime } from '@/lib/relative-time';
import { OrderStatusBadge } from './order-status-badge';

/** docs/product.md#orders-and-downloads: download only when completed with a link; failed orders get support; disputed ones wait. */
const OrderAction = ({ order }: { order: Order }) => {
  const href = downloadHref(order);
  if (order.status === 'completed' && href) {
    return (
      <Button asChild size="sm">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <DownloadIcon aria-hidden />
          Download Files
        </a>
      </Button>
    );
  }
  if (order.status === 'completed')
    return (
      <Button size="sm" disabled>
        Download Unavailable
      </Button>
    );
  // A chargeback is open at the card processor: access comes back if the seller wins it.
  if (order.status === 'disputed')
    return (
      <Button size="sm" disabled>
        Downloads Paused
      </Button>
    );
  if (order.status === 'refunded')
    return (
      <Button size="sm" disabled>
        Refunded
      </Button>
    );
  return (
    <Button size="sm" disabled>
      Processing...
    </Button>
  );
};

/**
 * `extraAction` is what the page adds beside the download, such as "Request a refund"; `children`
 * shows under the order: the versions of a completed one, which are their own feature.
 */
export const OrderCard = ({
  order,
  extraAction,
  children,
}: {
  order: Order;
  extraAction?: ReactNode;
  children?: ReactNode;
}) => (
  <Card>
    <CardContent className="grid gap-3 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/agent/${order.listingId}`} className="font-semibold hover:underline">
            {order.listing.title}
          </Link>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {order.refundNote ? 'Payment' : 'Order'} #{order.id} · {relativeTime(order.createdAt)}
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-medium">{formatUsd(toCents(order.amount))}</span>
          <span className="text-muted-foreground">{formatDate(order.createdAt)}</span>
          <Badge variant="secondary">{platformLabel(order.listing.platform)}</Badge>
        </div>
        {order.discountCode && order.originalPrice && (
          <p className="text-sm text-muted-foreground">
            Discount code {order.discountCode} · was {formatUsd(toCents(order.originalPrice))}
          </p>
        )}
        {order.refundNote && <p className="text-sm font-medium text-foreground">{order.refundNote}</p>}
        {order.licenseKey && (
          <div className="max-w-md pt-2">
            <CopyField label="License key" value={order.licenseKey} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <OrderAction order={order} />
        {extraAction}
        {order.status === 'failed' && (
          <Button asChild size="sm" variant="outline">
            <Link to="/contact">
              <LifeBuoyIcon aria-hidden />
              Contact Support
            </Link>
          </Button>
        )}
      </div>
      {children && <div className="sm:col-span-2">{children}</div>}
    </CardContent>
  </Card>
);
