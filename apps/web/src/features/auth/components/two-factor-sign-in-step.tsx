import { backupCodeSchema, totpCodeSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type SecondFactor, useVerifyTwoFactorSignIn } from '../api/verify-two-factor-sign-in';
import { authErrorMessage } from '../auth-error-message';

const copy = {
  totp: { label: 'Authentication code', switchTo: 'Use a backup code instead', schema: totpCodeSchema },
  backup: { label: 'Backup code', switchTo: 'Use the authenticator app instead', schema: backupCodeSchema },
} as const;

/** The second step of signing in to an account with 2FA: an app code, or one backup code. */
export const TwoFactorSignInStep = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const [factor, setFactor] = useState<SecondFactor>('totp');
  const verify = useVerifyTwoFactorSignIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(copy[factor].schema), defaultValues: { code: '' } });
  const other: SecondFactor = factor === 'totp' ? 'backup' : 'totp';

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ code }) => verify.mutate({ factor, code }))}
      aria-label="Two-factor authentication"
    >
      <p className="text-sm">This account has two-factor authentication on.</p>
      <FormField id="two-factor-code" label={copy[factor].label} error={errors.code?.message}>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={factor === 'totp' ? 'numeric' : 'text'}
          {...fieldA11y('two-factor-code', errors.code?.message)}
          {...register('code')}
        />
      </FormField>
      {verify.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
          {authErrorMessage(verify.error)}
        </p>
      )}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setFactor(other);
          reset({ code: '' });
          verify.reset();
        }}
      >
        {copy[factor].switchTo}
      </Button>
    </form>
  );
};
