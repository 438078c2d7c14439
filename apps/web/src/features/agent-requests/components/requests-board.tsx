import type { BoardRequest } from '@agentsy/contracts';
import { requestBudgets, type UseCase, useCases } from '@agentsy/contracts/taxonomy';
import { InboxIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { personName } from '@/lib/format';
import { useOfferAgent, useRequestsBoard } from '../api/requests-board';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "1 day ago", "12 days ago": how long the request has waited. */
export const ageText = (iso: string, now = Date.now()) => {
  const days = Math.floor((now - new Date(iso).getTime()) / DAY_MS);
  return days <= 0 ? 'today' : `${days} ${days === 1 ? 'day' : 'days'} ago`;
};

const OfferForm = ({ request, onCancel }: { request: BoardRequest; onCancel: () => void }) => {
  const offer = useOfferAgent();
  const navigate = useNavigate();
  const id = useId();
  const [content, setContent] = useState(`Hi! About your request "${request.title}": I have an agent for this.`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate(
      { requestId: request.id, content },
      { onSuccess: ({ conversationId }) => navigate(`/messages?conversation=${conversationId}`) },
    );
  };
  return (
    <form className="mt-3 grid gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Your message to {personName(request.requester)}</Label>
      <Textarea id={id} rows={3} value={content} onChange={(e) => setContent(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={offer.isPending || !content.trim()}>
          {offer.isPending ? 'Sending...' : 'Send offer'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

const RequestItem = ({ request }: { request: BoardRequest }) => {
  const [isOffering, setOffering] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">{request.title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {useCases[request.useCase as UseCase] ?? request.useCase} · {requestBudgets[request.budget]} ·{' '}
        <time dateTime={request.createdAt} title={request.createdAt}>
          {ageText(request.createdAt)}
        </time>{' '}
        · by {personName(request.requester)}
      </p>
      {isOffering ? (
        <OfferForm request={request} onCancel={() => setOffering(false)} />
      ) : (
        <Button size="sm" className="mt-3" onClick={() => setOffering(true)}>
          Offer an agent
        </Button>
      )}
    </li>
  );
};

/** Open custom requests from members, for sellers to answer with an agent. */
export const RequestsBoard = () => {
  const { data, isPending, error } = useRequestsBoard();
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (error) {
    return <EmptyState Icon={InboxIcon} title="Could not load requests" text={error.message} />;
  }
  if (data.length === 0) {
    return <EmptyState Icon={InboxIcon} title="No open requests" text="New requests from members show up here." />;
  }
  return (
    <ul className="grid gap-3">
      {data.map((r) => (
        <RequestItem key={r.id} request={r} />
      ))}
    </ul>
  );
};
