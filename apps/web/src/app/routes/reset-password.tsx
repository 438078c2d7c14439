import { KeyRoundIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Where the link of a reset mail lands: `/reset-password?token=...`. */
export const Component = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader className="items-center text-center">
          <KeyRoundIcon className="size-10 text-brand-text" aria-hidden />
          <h1 className="text-2xl font-semibold leading-tight">Choose a new password</h1>
          <CardDescription>At least 8 characters. A few unrelated words make a strong one.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm token={params.get('token') ?? ''} onReset={() => navigate('/login', { replace: true })} />
        </CardContent>
      </Card>
    </div>
  );
};
