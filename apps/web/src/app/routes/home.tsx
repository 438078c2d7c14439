import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { LandingPage } from './home/landing-page';

// Visitors, who get this page rendered ahead and hydrated, never load the signed-in home's code.
const SignedInHome = lazy(() => import('./home/signed-in-home').then((m) => ({ default: m.SignedInHome })));

const HomeSkeleton = () => (
  <div className="mx-auto grid max-w-6xl gap-4 px-4 py-20" aria-busy="true">
    <Skeleton className="mx-auto h-12 w-2/3" />
    <Skeleton className="mx-auto h-6 w-1/2" />
  </div>
);

/** docs/product.md#home-and-landing: visitors get the landing page, signed-in users their home screen. */
export const Component = () => {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <HomeSkeleton />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <SignedInHome user={user} />
    </Suspense>
  );
};
