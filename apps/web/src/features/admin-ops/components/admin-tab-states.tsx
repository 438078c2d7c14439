import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading and failure look the same on every tab; returns null once the data is there. */
export const AdminTabStatus = ({
  query,
  Icon,
  what,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  Icon: LucideIcon;
  what: string;
}) => {
  if (query.isPending) return <Skeleton className="h-40" aria-busy="true" />;
  if (query.isError) {
    return (
      <EmptyState Icon={Icon} title={`Could not load ${what}`} text="Something went wrong. Please try again.">
        <Button onClick={() => query.refetch()}>Try again</Button>
      </EmptyState>
    );
  }
  return null;
};
