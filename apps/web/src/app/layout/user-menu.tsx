import type { CurrentUser } from '@agentsy/contracts';
import {
  HeartIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  PackageIcon,
  SettingsIcon,
  Undo2Icon,
  UserIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from './user-avatar';
import { displayNameOf } from './user-display';

const links = [
  { to: '/profile', label: 'Profile', Icon: UserIcon },
  { to: '/orders', label: 'My Orders', Icon: PackageIcon },
  { to: '/favorites', label: 'Favorites', Icon: HeartIcon },
  { to: '/refunds', label: 'Refunds', Icon: Undo2Icon },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
];

export const UserMenu = ({ user }: { user: CurrentUser }) => (
  <DropdownMenu>
    {/* Named by its content, so the initials a voice-control user sees are part of the name (WCAG 2.5.3). */}
    <DropdownMenuTrigger className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2">
      <UserAvatar user={user} isLabel />
      <span className="sr-only"> Account menu</span>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end" className="w-60">
      <DropdownMenuLabel>
        <p className="truncate font-semibold">{displayNameOf(user)}</p>
        <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {links.map(({ to, label, Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            <Icon aria-hidden />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
      {user.activeRole === 'seller' && (
        <DropdownMenuItem asChild>
          <Link to="/seller-dashboard">
            <LayoutDashboardIcon aria-hidden />
            Seller Dashboard
          </Link>
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        {/* A full page load: the server ends the session and redirects home. The Referer tells
            browsers without fetch metadata that the click was ours (the site's policy sends none). */}
        <a href="/api/logout" referrerPolicy="same-origin">
          <LogOutIcon aria-hidden />
          Logout
        </a>
      </DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);
