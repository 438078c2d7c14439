import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LandingPage } from './home/landing-page';
import { SignedInHome } from './home/signed-in-home';

/** Spec 1 §2: visitors get the landing page, signed-in users their home screen. */
export const Component = () => {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-20" aria-busy="true">
        <Skeleton className="mx-auto h-12 w-2/3" />
        <Skeleton className="mx-auto h-6 w-1/2" />
      </div>
    );
  }
  return user ? <SignedInHome user={user} /> : <LandingPage />;
};
