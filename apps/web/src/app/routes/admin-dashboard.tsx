import { AdminDashboard, type AdminDashboardSlots } from '@/features/admin/components/admin-dashboard';
import { RequireAdminSession } from '@/features/admin/components/require-admin-session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * MOUNT POINTS for the tabs other features build. At integration, import them here and fill
 * the slots, e.g.
 *   import { DisputesTab, InboxTab, ModerationTab, TopSellersTab } from '@/features/admin-ops';
 *   topSellers: <TopSellersTab />, moderation: <ModerationTab />, disputes: <DisputesTab />, inbox: <InboxTab />
 * and, once messaging is in, messages: the support conversations tab.
 */
const slots: AdminDashboardSlots = {
  // topSellers: <TopSellersTab />,
  // moderation: <ModerationTab />,
  // messages: <SupportMessagesTab />,
  // disputes: <DisputesTab />,
  // inbox: <InboxTab />,
};

/** Spec 2 §2: the dashboard checks the admin session on entry; a failed check goes to /admin-login. */
export const Component = () => {
  useDocumentTitle('Admin Dashboard');
  return (
    <RequireAdminSession>
      <AdminDashboard slots={slots} />
    </RequireAdminSession>
  );
};
