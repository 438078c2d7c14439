import type { Order } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { CircleCheckIcon, DownloadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { downloadHref } from '@/lib/download-url';

/** What a buyer sees once an order exists: the download, and where to find it again. */
export const DownloadReady = ({ order }: { order: Order }) => {
  const href = downloadHref(order);
  return (
    <div className="grid justify-items-center gap-3 py-2 text-center">
      <CircleCheckIcon className="size-10 text-success-text" aria-hidden />
      <p className="font-medium">{order.listing.title} is yours.</p>
      {href ? (
        <Button asChild size="lg">
          <a href={href} target="_blank" rel="noopener noreferrer">
            <DownloadIcon aria-hidden />
            Download Files
          </a>
        </Button>
      ) : (
        <Button size="lg" disabled>
          Processing...
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        This link works for {limits.downloadLinkHours} hours. You keep access:{' '}
        <Link to="/orders" className="font-medium text-brand-text hover:underline">
          My Orders
        </Link>{' '}
        gives you a fresh link any time.
      </p>
    </div>
  );
};
