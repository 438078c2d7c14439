import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordCard } from '@/features/account-security/components/change-password-card';
import { EmailVerificationCard } from '@/features/account-security/components/email-verification-card';
import { TwoFactorCard } from '@/features/account-security/components/two-factor-card';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';
import { CliSignInsCard } from '@/features/cli-sign-in/components/cli-sign-ins-card';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { AccountEmail } from '@/features/settings/components/account-email';
import { AvatarCard } from '@/features/settings/components/avatar-card';
import { DangerZone } from '@/features/settings/components/danger-zone';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { PrivacySettings } from '@/features/settings/components/privacy-settings';
import { VerifiedDomainCard } from '@/features/verified-domain/components/verified-domain-card';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';
import { useCurrentUser } from '@/lib/current-user';
import { personName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

const tabs = ['profile', 'security', 'notifications', 'privacy', 'developers'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

const SettingsPage = ({ onLeaving }: { onLeaving: () => void }) => {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  useDocumentTitle('Settings');
  if (!user) return null;
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'profile';
  const isSeller = user.role === 'seller' || user.role === 'admin';

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Settings</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
          {isSeller && <TabsTrigger value="developers">Developers</TabsTrigger>}
        </TabsList>

        <TabsContent value="profile" className="grid gap-6">
          <AvatarCard name={user.displayName ?? personName(user)} avatarUrl={user.avatar} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Profile Information</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <AccountEmail email={user.email} />
              <EditProfileForm user={user} />
            </CardContent>
          </Card>
          <VerifiedDomainCard />
        </TabsContent>

        <TabsContent value="security" className="grid gap-6">
          <EmailVerificationCard user={user} />
          <ChangePasswordCard />
          <TwoFactorCard user={user} />
          <CliSignInsCard />
          <DangerZone
            onDeleted={() => {
              onLeaving();
              return navigate('/', { replace: true });
            }}
          />
        </TabsContent>

        <TabsContent value="notifications">
          <NotificationSettings isSeller={isSeller} />
        </TabsContent>

        <TabsContent value="privacy">
          <PrivacySettings />
        </TabsContent>

        {isSeller && (
          <TabsContent value="developers" className="grid gap-6">
            <ApiTokensCard />
            <WebhooksSection />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
};

export const Component = () => {
  const [isLeaving, setLeaving] = useState(false);
  // After a deletion the user is signed out on purpose and on the way home: no sign-in redirect.
  return (
    <RequireAuth fallback={isLeaving ? null : undefined}>
      <SettingsPage onLeaving={() => flushSync(() => setLeaving(true))} />
    </RequireAuth>
  );
};
