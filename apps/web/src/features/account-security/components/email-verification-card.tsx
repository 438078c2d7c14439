import type { CurrentUser } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

const accountType = (user: CurrentUser) => {
  if (user.roles.includes('admin')) return 'Admin';
  return user.sellerEnabled ? 'Buyer and Seller' : 'Buyer';
};

/** Account status: the type, and an e-mail badge that only a clicked verification link turns green. */
export const EmailVerificationCard = ({ user }: { user: CurrentUser }) => {
  const send = useSendVerificationEmail();
  const resend = () =>
    send.mutate(
      { email: user.email, callbackURL: '/settings?tab=security' },
      {
        onSuccess: () => toast({ title: 'Verification E-mail Sent', description: `Check ${user.email} for the link.` }),
        onError: (error) =>
          toast({
            title: 'Could Not Send E-mail',
            description: serverMessageOr(error, 'Please try again later.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Status</CardTitle>
        <CardDescription>Account type: {accountType(user)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{user.email}</span>
          {user.emailVerified ? <Badge>Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
        </div>
        {!user.emailVerified && (
          <Button variant="outline" className="justify-self-start" onClick={resend} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Resend verification e-mail'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
