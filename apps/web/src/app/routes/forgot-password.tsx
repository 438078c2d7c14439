import { KeyRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Component = () => (
  <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
    <Card>
      <CardHeader className="items-center text-center">
        <KeyRoundIcon className="size-10 text-brand-text" aria-hidden />
        <h1 className="text-2xl font-semibold leading-tight">Forgot your password?</h1>
        <CardDescription>
          Enter the e-mail address of your account and we will send you a link to choose a new one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ForgotPasswordForm />
        <Link to="/login" className="text-center text-sm text-brand-text hover:underline">
          Back to sign in
        </Link>
      </CardContent>
    </Card>
  </div>
);
