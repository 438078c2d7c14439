import type { MailService } from '../mail/mail.service';
import type { TemplateData, TemplateName } from '../mail/mail-templates';
import type { AuthWriteScope } from './auth-write-scope';

/**
 * Better Auth's paths that queue a mail, by its callbacks or by our hooks. The auth routes run
 * each of them in one transaction (auth-write-scope.ts), so the mail commits with its event.
 */
export const mailingAuthPaths = new Set([
  '/sign-up/email',
  '/send-verification-email',
  '/two-factor/verify-totp',
  '/two-factor/disable',
  '/change-password',
  '/request-password-reset',
  '/reset-password',
]);

/** Paths where Better Auth's two-factor plugin turns the second factor on or off. */
const twoFactorSwitches = new Map([
  ['/two-factor/verify-totp', true],
  ['/two-factor/disable', false],
]);

/** The mail callbacks and hooks given to Better Auth; each queues into the request's transaction. */
export const createAuthMails = ({
  mail,
  writes,
  publicUrl,
}: {
  mail: Pick<MailService, 'queue'>;
  writes: AuthWriteScope;
  publicUrl: string;
}) => {
  const queue = <N extends TemplateName>(userId: string, template: N, data: TemplateData<N>) =>
    writes.mustCommit((tx) => mail.queue(tx, { userId, template, data }));

  return {
    sendVerificationEmail: async ({ user, url }: { user: { id: string }; url: string }) => {
      await queue(user.id, 'emailVerification', { verifyUrl: url });
    },

    /** The link opens our page, which posts the token with the new password. */
    sendResetPassword: async ({ user, token }: { user: { id: string }; token: string }) => {
      await queue(user.id, 'passwordReset', {
        resetUrl: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      });
    },

    /** A reset is a password change too; the owner hears of it, as after a change. */
    onPasswordReset: async ({ user }: { user: { id: string } }) => {
      await queue(user.id, 'passwordChanged', {});
    },

    passwordChanged: (userId: string) => queue(userId, 'passwordChanged', {}),

    /** The two-factor plugin flips `twoFactorEnabled` only when the first code confirms it, or on disable. */
    afterUserUpdate: async (user: { id: string; twoFactorEnabled?: boolean | null }, path: string | undefined) => {
      const enabled = twoFactorSwitches.get(path ?? '');
      if (enabled === undefined || user.twoFactorEnabled !== enabled) return;
      await queue(user.id, 'twoFactorChanged', { enabled });
    },
  };
};
