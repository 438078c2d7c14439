import { passwordMessages, passwordResetMessages, resetPasswordSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { isDeadResetLink, useResetPassword } from '../api/reset-password';

const formSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch.message,
  });
type Values = z.infer<typeof formSchema>;

/** The change-password screen's toast for a field message, when it names one. */
const toastFor = (message: string | undefined) =>
  [passwordMessages.mismatch, passwordMessages.tooShort].find((m) => m.message === message);

/** A used, expired or incomplete link: the way out is a new one. */
export const DeadResetLink = () => (
  <div role="alert" className="grid gap-3 text-sm">
    <p className="font-medium">{passwordResetMessages.invalidLink.title}</p>
    <p className="text-muted-foreground">{passwordResetMessages.invalidLink.message}</p>
    <Button asChild className="justify-self-start">
      <Link to="/forgot-password">Ask for a new link</Link>
    </Button>
  </div>
);

/** The new password for the token of a reset mail; then the person signs in with it. */
export const ResetPasswordForm = ({ token, onReset }: { token: string; onReset: () => void }) => {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const onInvalid = (fieldErrors: FieldErrors<Values>) => {
    const known = toastFor(fieldErrors.confirmPassword?.message) ?? toastFor(fieldErrors.newPassword?.message);
    if (known) toast({ title: known.title, description: known.message, variant: 'destructive' });
  };

  const submit = ({ newPassword }: Values) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({ title: passwordResetMessages.done.title, description: passwordResetMessages.done.message });
          onReset();
        },
        onError: (error) => {
          if (isDeadResetLink(error)) return;
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            setError('newPassword', { message: passwordMessages.tooCommon });
          }
          toast({
            title: 'Password Reset Failed',
            description: serverMessageOr(error, passwordResetMessages.failed),
            variant: 'destructive',
          });
        },
      },
    );

  if (!token || isDeadResetLink(reset.error)) return <DeadResetLink />;
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(submit, onInvalid)}>
      <FormField id="reset-new-password" label="New Password" error={errors.newPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('reset-new-password', errors.newPassword?.message)}
          {...register('newPassword')}
        />
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('reset-confirm-password', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
};
