import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InviteLink } from '@/features/leaderboard/components/invite-link';
import { AccountStats } from '@/features/profile/components/account-stats';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { ProfileQuickActions } from '@/features/profile/components/profile-quick-actions';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

const ProfilePage = () => {
  const { user } = useCurrentUser();
  const [isEditing, setEditing] = useState(false);
  useDocumentTitle('Profile');
  if (!user) return null;
  const isSellerOrAdmin = user.role === 'seller' || user.role === 'admin';
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <ProfileHeader user={user} isEditing={isEditing} onEdit={() => setEditing(true)} />
      {isEditing && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Edit Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <EditProfileForm user={user} onDone={() => setEditing(false)} />
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="stats-heading" className="grid gap-4">
        <h2 id="stats-heading" className="text-xl font-semibold">
          Account stats
        </h2>
        <AccountStats showSellerStats={isSellerOrAdmin} />
      </section>
      <section aria-labelledby="actions-heading" className="grid gap-4">
        <h2 id="actions-heading" className="text-xl font-semibold">
          Quick actions
        </h2>
        <ProfileQuickActions showSellerDashboard={isSellerOrAdmin} />
      </section>
      <section aria-labelledby="invite-heading" className="grid gap-4">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite friends
        </h2>
        <Card>
          <CardContent className="pt-6">
            <InviteLink userId={user.id} />
          </CardContent>
        </Card>
      </section>
    </div>
  );
};

export const Component = () => (
  <RequireAuth>
    <ProfilePage />
  </RequireAuth>
);
