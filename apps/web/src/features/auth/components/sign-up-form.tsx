import { limits, passwordMessages, signUpSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { type SignUpInput, useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../auth-error-message';

/** The server refused the password as a common one: said at the field, not as a banner. */
const isWeakPassword = (error: unknown) => error instanceof ApiError && error.code === 'WEAK_PASSWORD';

/** The server refused the name (a reserved word, a verified seller's name): said at the field too. */
const nameRefusal = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NAME_TOO_CLOSE' || error.code === 'NAME_RESERVED')
    ? error.serverMessage
    : undefined;

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
  const nameError = errors.name?.message ?? nameRefusal(signUp.error);
  const passwordError =
    errors.password?.message ?? (isWeakPassword(signUp.error) ? passwordMessages.tooCommon : undefined);

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <FormField id="sign-up-name" label="Name" error={nameError}>
        <Input autoComplete="name" {...fieldA11y('sign-up-name', nameError)} {...register('name')} />
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('sign-up-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" error={passwordError}>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={limits.passwordMin}
          {...fieldA11y('sign-up-password', passwordError)}
          {...register('password')}
        />
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground">
        At least {limits.passwordMin} characters, and not a common password.
      </p>
      {signUp.isError && !isWeakPassword(signUp.error) && !nameRefusal(signUp.error) && (
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
