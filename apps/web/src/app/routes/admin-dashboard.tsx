import { AdminDashboard, type AdminDashboardSlots } from '@/features/admin/components/admin-dashboard';
import { RequireAdminSession } from '@/features/admin/components/require-admin-session';
import { MessagesTab } from '@/features/admin-messages/components/messages-tab';
import { DisputesTab, InboxTab, ModerationTab, TopSellersTab } from '@/features/admin-ops';
import { ScansTab } from '@/features/scans/components/scans-tab';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The operating tabs come from their own features; the dashboard feature only lays them out. */
const slots: AdminDashboardSlots = {
  topSellers: <TopSellersTab />,
  moderation: <ModerationTab />,
  messages: <MessagesTab />,
  disputes: <DisputesTab />,
  inbox: <InboxTab />,
  scans: <ScansTab />,
};

/** docs/product.md#admin: the dashboard checks the admin session on entry; a failed check goes to /admin-login. */
export const Component = () => {
  useDocumentTitle('Admin Dashboard');
  return (
    <RequireAdminSession>
      <AdminDashboard slots={slots} />
    </RequireAdminSession>
  );
};
