import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordCard } from '@/features/account-security/components/change-password-card';
import { EmailVerificationCard } from '@/features/account-security/components/email-verification-card';
import { TwoFactorCard } from '@/features/account-security/components/two-factor-card';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

/** Settings with its Security tab; the other tabs join it as they are built. */
export const Component = () => {
  useDocumentTitle('Settings');
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold">Settings</h1>
        <Tabs value={params.get('tab') ?? 'security'} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
          <TabsList>
            <TabsTrigger value="security">Security</TabsTrigger>
          </TabsList>
          <TabsContent value="security" className="grid gap-6">
            {user && (
              <>
                <EmailVerificationCard user={user} />
                <ChangePasswordCard />
                <TwoFactorCard user={user} />
              </>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </RequireAuth>
  );
};
