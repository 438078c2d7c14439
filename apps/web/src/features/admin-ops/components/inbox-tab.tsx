import { type InboxKind, inboxKindLabels } from '@agentsy/contracts';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { OptionsSelect } from '@/components/ui/select';
import { type InboxFilter, useInbox } from '../api/get-inbox';
import { AdminTabStatus } from './admin-tab-states';
import { InboxItemCard } from './inbox-item-card';

const kindOptions = { all: 'All kinds', ...inboxKindLabels } as const;
const statusOptions = { open: 'Open', handled: 'Handled', all: 'All' } as const;

/** Admin dashboard: feedback, contact messages and agent requests, newest first, ticked off when handled. */
export const InboxTab = () => {
  const [kind, setKind] = useState<keyof typeof kindOptions>('all');
  const [status, setStatus] = useState<InboxFilter['status']>('open');
  const query = useInbox({ status, kind: kind === 'all' ? undefined : (kind as InboxKind) });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <OptionsSelect
          value={kind}
          onValueChange={(v) => setKind(v as keyof typeof kindOptions)}
          options={kindOptions}
          className="w-48"
          aria-label="Filter by kind"
        />
        <OptionsSelect
          value={status}
          onValueChange={(v) => setStatus(v as InboxFilter['status'])}
          options={statusOptions}
          className="w-40"
          aria-label="Filter by status"
        />
      </div>
      {!query.data ? (
        <AdminTabStatus query={query} Icon={InboxIcon} what="the inbox" />
      ) : query.data.length === 0 ? (
        <EmptyState
          Icon={InboxIcon}
          title={status === 'open' ? 'Inbox zero' : 'Nothing here'}
          text="Feedback, contact messages and agent requests appear here."
        />
      ) : (
        <ul className="grid gap-3">
          {query.data.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <InboxItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
