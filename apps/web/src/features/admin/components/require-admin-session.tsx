import { adminMessages } from '@agentsy/contracts';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAdminSession } from '../api/admin-session';

/**
 * The admin session check on entry (GET /api/admin/verify): without a live access-code
 * elevation the user gets "Access Denied / Please log in with admin access code" and the access page.
 */
export const RequireAdminSession = ({ children }: { children: ReactNode }) => {
  const { isPending, isError } = useAdminSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isError) return;
    const { title, message } = adminMessages.checkFailed;
    toast({ title, description: message, variant: 'destructive' });
    navigate('/admin-login', { replace: true });
  }, [isError, navigate]);

  if (isPending || isError) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return children;
};
