import { adminMessages } from '@agentsy/contracts';
import { timing } from '@agentsy/contracts/constants';
import { ShieldAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { RequireAdminSession } from '@/features/admin/components/require-admin-session';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** docs/product.md#admin: anyone without the admin role is told so and sent home after 1 second. */
const Unauthorized = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const { title, message } = adminMessages.unauthorized;
    toast({ title, description: message, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), timing.adminRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <ShieldAlertIcon className="size-12 text-red-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{adminMessages.unauthorized.title}</h1>
      <p className="mt-2 text-muted-foreground">{adminMessages.unauthorized.message}</p>
    </section>
  );
};

export const Component = () => {
  useDocumentTitle('Admin Panel');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="mx-auto my-10 h-40 max-w-6xl" />;
  if (user?.role !== 'admin') return <Unauthorized />;
  return (
    <RequireAdminSession>
      <AdminPanel />
    </RequireAdminSession>
  );
};
