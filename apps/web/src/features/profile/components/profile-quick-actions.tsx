import { HeartIcon, LayoutDashboardIcon, type LucideIcon, ReceiptIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';

const QuickAction = ({ to, Icon, label }: { to: string; Icon: LucideIcon; label: string }) => (
  <Link to={to} className="group">
    <Card className="transition-colors group-hover:border-brand-500">
      <CardContent className="flex items-center gap-3 pt-6">
        <Icon className="size-5 text-brand-text" aria-hidden />
        <span className="font-medium">{label}</span>
      </CardContent>
    </Card>
  </Link>
);

export const ProfileQuickActions = ({ showSellerDashboard }: { showSellerDashboard: boolean }) => (
  <nav aria-label="Quick actions" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
    <QuickAction to="/orders" Icon={ReceiptIcon} label="My Orders" />
    <QuickAction to="/favorites" Icon={HeartIcon} label="Favorites" />
    {showSellerDashboard && <QuickAction to="/seller-dashboard" Icon={LayoutDashboardIcon} label="Seller Dashboard" />}
    <QuickAction to="/settings" Icon={SettingsIcon} label="Settings" />
  </nav>
);
