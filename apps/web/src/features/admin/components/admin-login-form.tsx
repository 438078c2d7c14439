import { adminMessages } from '@agentsy/contracts';
import { ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-session';

/** docs/product.md#admin: the access page (/admin-login), its copy word for word. */
export const AdminLoginForm = () => {
  const [accessCode, setAccessCode] = useState('');
  const login = useAdminLogin({
    failureToast: (error) => ({
      title: adminMessages.loginFailed.title,
      description: serverMessageOr(error, adminMessages.loginFailed.message),
    }),
  });
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accessCode.trim()) {
      const { title, message } = adminMessages.codeRequired;
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    login.mutate(
      { accessCode },
      {
        onSuccess: () => {
          toast({ title: adminMessages.granted.title, description: adminMessages.granted.message });
          navigate('/admin-dashboard');
        },
        onError: () => setAccessCode(''),
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader className="items-center text-center">
          <ShieldCheckIcon className="size-10 text-brand-text" aria-hidden />
          {/* The page's one heading, so it is a level-1 heading styled as the card's title. */}
          <h1 className="text-2xl font-semibold leading-tight">Admin Access</h1>
          <CardDescription>Enter the admin access code to open the dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-2">
              <Label htmlFor="admin-access-code">Access Code</Label>
              <Input
                id="admin-access-code"
                type="password"
                autoComplete="off"
                value={accessCode}
                onChange={(e) => setAccessCode(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Verifying...' : 'Access Dashboard'}
            </Button>
            <Button asChild variant="ghost">
              <Link to="/">Back to Marketplace</Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
};
