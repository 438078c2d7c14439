import { requestBudgets, type UseCase, useCases } from '@agentsy/contracts/taxonomy';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useAgentRequests } from '../api/get-agent-requests';
import { useCloseAgentRequest } from '../api/requests-board';

const shownRequests = 3;

/** The user's latest requests, so a submission visibly lands somewhere. */
export const MyAgentRequests = () => {
  const { data: requests } = useAgentRequests();
  const close = useCloseAgentRequest();
  if (!requests?.length) return null;
  return (
    <section aria-labelledby="my-requests-heading" className="grid gap-2">
      <h3 id="my-requests-heading" className="text-sm font-semibold">
        Your recent requests
      </h3>
      <ul className="grid gap-2">
        {requests.slice(0, shownRequests).map((r) => (
          <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
            <p className="font-medium">{r.title}</p>
            <p className="text-xs text-muted-foreground">
              {useCases[r.useCase as UseCase] ?? r.useCase} ·{' '}
              {requestBudgets[r.budget as keyof typeof requestBudgets] ?? r.budget} · {formatDate(r.createdAt)}
              {r.open ? ' · Open to sellers' : ' · Closed'}
            </p>
            {r.open && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 h-7 px-2"
                disabled={close.isPending}
                onClick={() => close.mutate(r.id)}
              >
                Close request
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
