import type { CurrentUser } from '@agentsy/contracts';
import {
  HeartIcon,
  HouseIcon,
  LogInIcon,
  LogOutIcon,
  MenuIcon,
  MessageSquareIcon,
  PackageIcon,
  SearchIcon,
  SettingsIcon,
  StoreIcon,
  TagIcon,
  Undo2Icon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { RoleSwitch } from '@/features/users/components/role-switch';
import { ThemeToggle } from './theme-toggle';

type MenuItem = { to: string; label: string; Icon: typeof MenuIcon; isShown: (user: CurrentUser | null) => boolean };

const always = () => true;
const signedIn = (user: CurrentUser | null) => user !== null;

// docs/product.md#site-wide-elements "Global elements", in the spec's order; sign-in-only items stay hidden for guests.
const topItems: MenuItem[] = [
  { to: '/', label: 'Home', Icon: HouseIcon, isShown: always },
  { to: '/create-listing', label: 'Sell an Agent', Icon: TagIcon, isShown: signedIn },
  { to: '/seller-dashboard', label: 'Upload Agent', Icon: UploadIcon, isShown: (u) => u?.activeRole === 'seller' },
  { to: '/marketplace', label: 'Browse Agents', Icon: SearchIcon, isShown: always },
  { to: '/sellers', label: 'All Sellers', Icon: UsersIcon, isShown: always },
];
const accountItems: MenuItem[] = [
  { to: '/messages', label: 'Messages', Icon: MessageSquareIcon, isShown: signedIn },
  { to: '/profile', label: 'Profile', Icon: UserIcon, isShown: signedIn },
  { to: '/orders', label: 'My Orders', Icon: PackageIcon, isShown: signedIn },
  { to: '/favorites', label: 'Favorites', Icon: HeartIcon, isShown: signedIn },
  { to: '/refunds', label: 'Refunds', Icon: Undo2Icon, isShown: signedIn },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon, isShown: signedIn },
];

const itemClasses =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800';

const MenuLinks = ({
  items,
  user,
  onNavigate,
}: {
  items: MenuItem[];
  user: CurrentUser | null;
  onNavigate: () => void;
}) => (
  <ul className="grid gap-1">
    {items
      .filter((item) => item.isShown(user))
      .map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} className={itemClasses} onClick={onNavigate}>
            <Icon className="size-4" aria-hidden />
            {label}
            {to === '/messages' && <UnreadBadge signedIn={user !== null} className="ml-auto" />}
          </Link>
        </li>
      ))}
  </ul>
);

export const SiteMenu = ({ user }: { user: CurrentUser | null }) => {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="relative [&_svg]:size-6">
          <MenuIcon className="size-5" />
          <UnreadBadge signedIn={user !== null} className="absolute -right-1 -top-1" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="flex items-center gap-2">
          <StoreIcon className="size-5 text-brand-text" aria-hidden />
          Agentsy
        </SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Main menu" className="grid gap-4">
          <MenuLinks items={topItems} user={user} onNavigate={close} />
          {user && <RoleSwitch user={user} />}
          {user && <MenuLinks items={accountItems} user={user} onNavigate={close} />}
          <ThemeToggle />
          {user ? (
            <a href="/api/logout" referrerPolicy="same-origin" className={itemClasses}>
              <LogOutIcon className="size-4" aria-hidden />
              Logout
            </a>
          ) : (
            <SignInLink className={itemClasses}>
              <LogInIcon className="size-4" aria-hidden />
              Log In
            </SignInLink>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
};
