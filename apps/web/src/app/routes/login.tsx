import { BotIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { safeReturnTo } from '@/features/auth/return-to';
import { useCurrentUser } from '@/lib/current-user';

/** Where `/api/login` lands; signed-in users go straight back to where they came from. */
export const Component = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const goBack = () => navigate(returnTo, { replace: true });

  useEffect(() => {
    if (user) navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader className="items-center text-center">
          <BotIcon className="size-10 text-brand-text" aria-hidden />
          <CardTitle className="text-2xl">Welcome to Agentsy</CardTitle>
          <CardDescription>Sign in or create a free account to buy, save and sell AI agents.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'}>
            <TabsList>
              <TabsTrigger value="sign-in">Sign in</TabsTrigger>
              <TabsTrigger value="sign-up">Create account</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm onSignedIn={goBack} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm onSignedUp={goBack} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
};
