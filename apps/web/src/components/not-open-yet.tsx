import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** An honest stand-in for screens still being built: no invented data. */
export const NotOpenYet = ({ screen, backTo = '/marketplace' }: { screen: string; backTo?: string }) => (
  <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
    <ConstructionIcon className="size-12 text-brand-text" aria-hidden />
    <p className="mt-4 text-sm font-medium uppercase tracking-wide text-muted-foreground">{screen}</p>
    <h1 className="mt-1 text-2xl font-bold">Not open yet</h1>
    <p className="mt-3 text-muted-foreground">
      This part of Agentsy is being built. Browse the rest of the marketplace in the meantime.
    </p>
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={backTo}>{backTo === '/' ? 'Back to home' : 'Browse the marketplace'}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/help">Help Center</Link>
      </Button>
    </div>
  </section>
);
