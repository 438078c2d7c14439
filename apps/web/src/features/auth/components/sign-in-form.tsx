import { signInSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type SignInInput, useSignIn } from '../api/sign-in';
import { authErrorMessage } from '../auth-error-message';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';

export const SignInForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const [secondFactor, setSecondFactor] = useState(false);
  const signIn = useSignIn({ onSuccess: onSignedIn, onSecondFactor: () => setSecondFactor(true) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  if (secondFactor) return <TwoFactorSignInStep onSignedIn={onSignedIn} />;
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('sign-in-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y('sign-in-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm text-brand-text hover:underline">
        Forgot password?
      </Link>
      {signIn.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {authErrorMessage(signIn.error)}
        </p>
      )}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
};
