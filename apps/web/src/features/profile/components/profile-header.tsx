import type { CurrentUser } from '@agentsy/contracts';
import { GlobeIcon, MapPinIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMonthYear } from '@/lib/format';

const roleLabels = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

export const profileNameOf = (user: CurrentUser) =>
  user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export const ProfileHeader = ({
  user,
  isEditing,
  onEdit,
}: {
  user: CurrentUser;
  isEditing: boolean;
  onEdit: () => void;
}) => {
  const name = profileNameOf(user);
  return (
    <header className="flex flex-wrap items-start gap-6">
      <PersonAvatar name={name} imageUrl={user.avatar || user.profileImageUrl} className="size-20 text-2xl" />
      <div className="grid flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold">{name}</h1>
          <Badge variant="secondary">{roleLabels[user.role] ?? user.role}</Badge>
        </div>
        <p className="text-muted-foreground">{user.email}</p>
        <p className="text-sm text-muted-foreground">Member since {formatMonthYear(user.createdAt)}</p>
        {user.bio && <p className="mt-2 max-w-2xl whitespace-pre-line">{user.bio}</p>}
        <div className="mt-1 flex flex-wrap gap-4 text-sm text-muted-foreground">
          {user.location && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4" aria-hidden />
              {user.location}
            </span>
          )}
          {user.website && (
            <a
              href={user.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 text-brand-text hover:underline"
            >
              <GlobeIcon className="size-4" aria-hidden />
              {user.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/create-listing">
            <PlusIcon aria-hidden />
            Sell an Agent/Workflow
          </Link>
        </Button>
        {!isEditing && (
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden />
            Edit Profile
          </Button>
        )}
      </div>
    </header>
  );
};
