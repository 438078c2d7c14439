import { requestBudgets, type UseCase, useCases } from '@agentsy/contracts/taxonomy';
import { formatDate } from '@/lib/format';
import { useAgentRequests } from '../api/get-agent-requests';

const shownRequests = 3;

/** The user's latest requests, so a submission visibly lands somewhere. */
export const MyAgentRequests = () => {
  const { data: requests } = useAgentRequests();
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
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
};
