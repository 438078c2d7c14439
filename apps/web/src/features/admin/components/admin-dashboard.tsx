import { LogOutIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminLogout } from '../api/admin-session';
import { AuditLogTab } from './audit-log-tab';
import { ModelsTab } from './models-tab';
import { OverviewTab } from './overview-tab';
import { PayoutsTab } from './payouts-tab';

/** Tabs other features build; the page passes them in (features do not import each other). */
export type AdminDashboardSlots = {
  topSellers: ReactNode;
  moderation: ReactNode;
  messages: ReactNode;
  disputes: ReactNode;
  inbox: ReactNode;
  scans: ReactNode;
};

/** docs/product.md#admin: the five spec tabs (Overview first), then what an operator needs besides. */
export const AdminDashboard = ({ slots }: { slots: AdminDashboardSlots }) => {
  const navigate = useNavigate();
  const logout = useAdminLogout({ leave: () => navigate('/') });
  const tabs: { value: string; label: string; content: ReactNode }[] = [
    { value: 'overview', label: 'Overview', content: <OverviewTab /> },
    { value: 'payouts', label: 'Payouts', content: <PayoutsTab /> },
    { value: 'top-sellers', label: 'Top Sellers', content: slots.topSellers },
    { value: 'moderation', label: 'Moderation', content: slots.moderation },
    { value: 'messages', label: 'Messages', content: slots.messages },
    { value: 'disputes', label: 'Disputes', content: slots.disputes },
    { value: 'inbox', label: 'Inbox', content: slots.inbox },
    { value: 'models', label: 'Models', content: <ModelsTab /> },
    { value: 'scans', label: 'Scans', content: slots.scans },
    { value: 'audit-log', label: 'Audit log', content: <AuditLogTab /> },
  ];

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Sales, payouts, sellers, moderation and support.</p>
        </div>
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOutIcon aria-hidden />
          Logout
        </Button>
      </header>
      <Tabs defaultValue="overview" className="min-w-0">
        {/* Nine tabs do not fit a phone: the row scrolls on its own, the page does not. */}
        <div className="overflow-x-auto">
          <TabsList className="min-w-max">
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
};
