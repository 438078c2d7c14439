import { BotIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { InstallButton } from '@/features/install/components/install-button';
import { useCurrentUser } from '@/lib/current-user';
import { SiteMenu } from './site-menu';
import { UserAvatar } from './user-avatar';

// Visitors never need the dropdown's code (menu + positioning) or the notification bell, so they
// load only for signed-in users, in one chunk.
const UserMenu = lazy(() => import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })));

export const TopBar = () => {
  const { user, isLoading } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-text" aria-label="Agentsy home">
          <BotIcon className="size-7" aria-hidden />
          <span>Agentsy</span>
        </Link>
        <div className="flex items-center gap-2">
          <InstallButton />
          {/* Nothing while the session loads, so a signed-in user never sees Sign In flash. */}
          {!isLoading &&
            (user ? (
              <Suspense fallback={<UserAvatar user={user} />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <Button asChild size="sm">
                <SignInLink>Sign In</SignInLink>
              </Button>
            ))}
          <SiteMenu user={user} />
        </div>
      </div>
    </header>
  );
};
