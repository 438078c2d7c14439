import { AdminStatCards } from './admin-stat-cards';
import { FeaturedManagement } from './featured-management';
import { PendingPayouts } from './pending-payouts';

/** docs/product.md#admin: the Admin Panel (/admin). */
export const AdminPanel = () => (
  <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
    <header>
      <h1 className="text-3xl font-bold">Admin Panel</h1>
      <p className="mt-2 text-muted-foreground">Platform figures, payout requests and featured agents.</p>
    </header>
    <AdminStatCards />
    <div className="grid gap-6 lg:grid-cols-2">
      <PendingPayouts />
      <FeaturedManagement />
    </div>
  </div>
);
