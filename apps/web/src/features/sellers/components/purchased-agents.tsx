import type { PublicProfile } from '@agentsy/contracts';
import { Link } from 'react-router';
import { platformLabel } from '@/lib/platform-label';

/** The agents a user bought, shown only when they chose to share their purchase history. */
export const PurchasedAgents = ({ agents }: { agents: NonNullable<PublicProfile['purchasedAgents']> }) => (
  <section aria-labelledby="purchases-heading" className="grid gap-3">
    <h2 id="purchases-heading" className="text-xl font-semibold">
      Agents bought
    </h2>
    {agents.length === 0 ? (
      <p className="text-sm text-muted-foreground">No purchases yet.</p>
    ) : (
      <ul className="grid gap-2 sm:grid-cols-2">
        {agents.map((agent) => (
          <li key={agent.id} className="rounded-lg border p-3 dark:border-slate-800">
            <Link to={`/agent/${agent.id}`} className="font-medium hover:underline">
              {agent.title}
            </Link>
            <p className="text-xs text-muted-foreground">{platformLabel(agent.platform)}</p>
          </li>
        ))}
      </ul>
    )}
  </section>
);
