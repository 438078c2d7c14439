import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

export const Component = () => {
  useDocumentTitle('Notifications');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <header>
          <h1 className="text-3xl font-bold">Notifications</h1>
          <p className="mt-2 text-muted-foreground">New versions of the agents you bought, and more.</p>
        </header>
        <NotificationsList />
      </div>
    </RequireAuth>
  );
};
