import { limits, signUpSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type SignUpInput, useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../auth-error-message';

export const SignUpForm = ({ onSignedUp }: { onSignedUp: () => void }) => {
  const signUp = useSignUp({ onSuccess: onSignedUp });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <FormField id="sign-up-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...fieldA11y('sign-up-name', errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('sign-up-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={limits.passwordMin}
          {...fieldA11y('sign-up-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground">At least {limits.passwordMin} characters.</p>
      {signUp.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {authErrorMessage(signUp.error)}
        </p>
      )}
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
