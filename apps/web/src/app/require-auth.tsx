import { type ReactNode, useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { redirectToLogin } from '@/lib/unauthorized';

/**
 * Sign-in-required screens: a signed-out visitor gets the spec's "Unauthorized" toast and is
 * sent to sign in after 500 ms. `fallback` replaces that for screens with their own prompt.
 */
export const RequireAuth = ({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) => {
  const { user, isLoading } = useCurrentUser();
  const mustRedirect = !isLoading && !user && fallback === undefined;

  useEffect(() => {
    if (mustRedirect) redirectToLogin();
  }, [mustRedirect]);

  if (isLoading) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-12" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!user) return fallback ?? null;
  return children;
};
