import { changePasswordSchema, passwordMessages } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch.message,
  });
type Values = z.infer<typeof formSchema>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The spec's toast for a field message, when it names one. */
const toastFor = (message: string | undefined) =>
  [passwordMessages.mismatch, passwordMessages.tooShort].find((m) => m.message === message);

export const ChangePasswordCard = () => {
  const change = useChangePassword({
    failureToast: (error) => ({
      title: passwordMessages.failed.title,
      description: serverMessageOr(error, passwordMessages.failed.message),
    }),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: empty });

  const onInvalid = (fieldErrors: FieldErrors<Values>) => {
    const known = toastFor(fieldErrors.confirmPassword?.message) ?? toastFor(fieldErrors.newPassword?.message);
    if (known) toast({ title: known.title, description: known.message, variant: 'destructive' });
  };

  const submit = ({ currentPassword, newPassword }: Values) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: passwordMessages.changed, description: 'Other devices have been signed out.' });
          reset(empty);
        },
        onError: (error) => {
          // A common password: the field says why, as it does for a short one (the toast too).
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            setError('newPassword', { message: passwordMessages.tooCommon });
          }
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={handleSubmit(submit, onInvalid)}>
          <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldA11y('current-password', errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
          </FormField>
          <FormField id="new-password" label="New Password" error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldA11y('new-password', errors.newPassword?.message)}
              {...register('newPassword')}
            />
          </FormField>
          <FormField id="confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldA11y('confirm-password', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
};
