import { z } from 'zod';

/**
 * Payloads of Better Auth's two-factor and e-mail verification endpoints (/api/auth/...), as the
 * web app sends and reads them.
 */
export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  backupCodeRequired: 'Enter one of your backup codes.',
  enabled: 'Two-Factor Authentication Enabled',
  disabled: 'Two-Factor Authentication Disabled',
  invalidCode: 'That code is not valid. Please try again.',
} as const;

export const twoFactorPasswordSchema = z.object({ password: z.string().min(1, 'Password is required') });
export type TwoFactorPassword = z.infer<typeof twoFactorPasswordSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, twoFactorMessages.codeRequired),
});
export const backupCodeSchema = z.object({ code: z.string().trim().min(1, twoFactorMessages.backupCodeRequired) });
export type TwoFactorCode = z.infer<typeof totpCodeSchema>;

export const twoFactorEnableResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** A password sign-in answers this instead of a session when the account asks for a second factor. */
export const signInResultSchema = z.object({ twoFactorRedirect: z.boolean().optional() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** A code that completes a sign-in or turns 2FA on answers with the new session's token. */
export const twoFactorVerifyResultSchema = z.object({ token: z.string() });

/** The auth server's plain answer to disabling 2FA or sending a verification mail. */
export const authStatusResponseSchema = z.object({ status: z.boolean() });

/** A sign-up answers with the session token, null while the address is unverified. */
export const signUpResultSchema = z.object({ token: z.string().nullable() });

export const sendVerificationEmailSchema = z.object({ email: z.email(), callbackURL: z.string().startsWith('/') });
export type SendVerificationEmail = z.infer<typeof sendVerificationEmailSchema>;
