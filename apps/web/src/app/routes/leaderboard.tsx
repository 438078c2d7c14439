import { TrophyIcon } from 'lucide-react';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { InviteLink } from '@/features/leaderboard/components/invite-link';
import { LeaderboardTabs } from '@/features/leaderboard/components/leaderboard-tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** docs/product.md#leaderboards-and-invites: open to everyone; the invite link needs an account. */
export const Component = () => {
  useDocumentTitle('Leaderboard');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <TrophyIcon className="size-8 text-brand-text" aria-hidden />
          Leaderboard
        </h1>
        <p className="mt-2 text-muted-foreground">The community's top sellers, best rated agents and top inviters.</p>
      </header>
      <LeaderboardTabs
        invite={
          user ? (
            <InviteLink userId={user.id} />
          ) : (
            <Button asChild variant="outline" className="justify-self-start">
              <SignInLink>Sign in to get your invite link</SignInLink>
            </Button>
          )
        }
      />
    </div>
  );
};
