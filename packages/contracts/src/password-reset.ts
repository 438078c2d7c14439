import { z } from 'zod';
import { changePasswordSchema } from './users';

/**
 * Payloads of Better Auth's password reset endpoints (/api/auth/request-password-reset and
 * /api/auth/reset-password), as the web app sends and reads them, and the screens' copy.
 */
export const passwordResetMessages = {
  emailRequired: 'Enter the e-mail address of your account.',
  /** The same answer whether or not the address has an account, so nobody can probe for one. */
  requested: {
    title: 'Check your inbox',
    message: 'If an account uses that address, a link to choose a new password is on its way. It works for one hour.',
  },
  requestFailed: 'Could not send the reset link. Please try again.',
  tokenMissing: 'This reset link is not complete. Open the link from the mail again, or ask for a new one.',
  invalidLink: {
    title: 'This reset link no longer works',
    message: 'It was already used or is more than an hour old. Ask for a new link and use the latest mail.',
  },
  done: { title: 'Password Reset', message: 'Sign in with your new password. Every device was signed out.' },
  failed: 'Could not reset your password. Please try again.',
} as const;

export const forgotPasswordSchema = z.object({
  email: z.email(passwordResetMessages.emailRequired),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** The same rules and messages as a password change. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, passwordResetMessages.tokenMissing),
  newPassword: changePasswordSchema.shape.newPassword,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const passwordResetResponseSchema = z.object({ status: z.boolean() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
