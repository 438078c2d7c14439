import { type ForgotPassword, forgotPasswordSchema, passwordResetMessages } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorMessage } from '../auth-error-message';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account,
 * so the page tells nobody which addresses are registered.
 */
export const ForgotPasswordForm = () => {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPassword>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = (values: ForgotPassword) =>
    request.mutate(values, {
      onSuccess: () =>
        toast({ title: passwordResetMessages.requested.title, description: passwordResetMessages.requested.message }),
      onError: (error) =>
        toast({ title: 'Could Not Send Link', description: authErrorMessage(error), variant: 'destructive' }),
    });

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-2 text-sm">
        <p className="font-medium">{passwordResetMessages.requested.title}</p>
        <p className="text-muted-foreground">{passwordResetMessages.requested.message}</p>
        <p className="text-muted-foreground">No mail after a few minutes? Check your spam folder, or ask again.</p>
      </div>
    );
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(submit)}>
      <FormField id="forgot-password-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('forgot-password-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
};
