import { StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { RequestsBoard } from '@/features/agent-requests/components/requests-board';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

const Board = () => {
  const { user } = useCurrentUser();
  if (!user?.sellerEnabled) {
    return (
      <EmptyState Icon={StoreIcon} title="The requests board is for sellers" text="List an agent to start selling.">
        <Button asChild>
          <Link to="/create-listing">List an agent</Link>
        </Button>
      </EmptyState>
    );
  }
  return <RequestsBoard />;
};

/** /requests: what members asked for, for sellers to offer an agent. */
export const Component = () => {
  useDocumentTitle('Agent requests');
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">Agent requests</h1>
        <p className="text-muted-foreground">
          Members describe the agent they need. Offer one you have, or one you could build.
        </p>
      </header>
      <RequireAuth>
        <Board />
      </RequireAuth>
    </div>
  );
};
