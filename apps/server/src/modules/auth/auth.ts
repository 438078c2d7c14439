import {
  forgotPasswordSchema,
  limits,
  resetPasswordSchema,
  sessionLifetime,
  signUpRequestSchema,
  updateUserRequestSchema,
} from '@agentsy/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import type { MailService } from '../mail/mail.service';
import { findUserById } from '../users/users.service';
import { createAuthMails } from './auth-mails';
import { type AuthNames, createAuthNameRules } from './auth-name-rules';
import { createAuthWriteScope } from './auth-write-scope';
import { passwordHasher, verifyPassword } from './password-hashing';
import { assertNewPasswordAllowed } from './password-policy';
import { createPasswordResetThrottle } from './password-reset-throttle';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_PATH, referrerFromCookieHeader } from './referral-cookie';
import { capSessionRefresh } from './session-lifetime';
import { createSignInThrottle, type SignInAttempt, type SignInOutcome } from './sign-in-throttle';
import { refuseUsedTotpCode } from './totp-replay';

type HookContext = { body?: unknown; headers?: Headers };

/** The account and client address of a sign-in; the address is the one Fastify resolved (auth.routes.ts). */
const signInAttemptOf = ({ body, headers }: HookContext): SignInAttempt | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  const address = headers?.get('x-forwarded-for');
  return typeof email === 'string' && address ? { email, address } : undefined;
};

const signInOutcomeOf = (returned: unknown): SignInOutcome => {
  if (!(returned instanceof APIError)) return 'signed-in';
  return returned.statusCode === 401 ? 'wrong-password' : 'not-checked';
};

const tooMany = (what: string, waitSeconds: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    {
      message: `Too many ${what}. Please wait ${waitSeconds} second${waitSeconds === 1 ? '' : 's'} and try again.`,
      code: 'RATE_LIMITED',
    },
    { 'Retry-After': String(waitSeconds) },
  );

/** Better Auth's paths whose body our contracts describe, with the messages the web forms show. */
const bodySchemas = new Map<string, z.ZodType>([
  // The name rules hold on both ways Better Auth sets a name; unknown fields are refused, since
  // Better Auth would otherwise store any `name` and pass extra fields on to the database layer.
  ['/sign-up/email', signUpRequestSchema],
  ['/update-user', updateUserRequestSchema],
  ['/request-password-reset', forgotPasswordSchema],
  ['/reset-password', resetPasswordSchema],
]);

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? null, lastName: rest.join(' ') || null };
};

export const createAuth = ({
  db: root,
  config,
  mail,
  names,
}: {
  db: Database;
  config: Config;
  mail: Pick<MailService, 'queue'>;
  names: AuthNames;
}) => {
  // Better Auth and every hook below read and write through `db`, which follows the transaction
  // of a mailing request (auth-write-scope.ts); a plain read of `root` from inside one would
  // wait on the embedded database for that transaction to end.
  const writes = createAuthWriteScope(root);
  const db = writes.db;
  const mails = createAuthMails({ mail, writes, publicUrl: config.publicUrl });

  /** The referral cookie's user, when that user exists and is not the one signing up. */
  const referrerOf = async (cookieHeader: string | null | undefined, newUserId: string | undefined) => {
    const id = referrerFromCookieHeader(cookieHeader);
    if (!id || id === newUserId) return null;
    return (await findUserById(db, id))?.id ?? null;
  };

  const nameRules = createAuthNameRules({ names, db });
  const throttle = config.authRateLimit ? createSignInThrottle(db) : undefined;
  const resetThrottle = config.authRateLimit ? createPasswordResetThrottle(db) : undefined;
  const isHttps = config.publicUrl.startsWith('https://');

  const auth = betterAuth({
    appName: 'Agentsy',
    // Errors that are not Better Auth's own answers (a database that cannot be reached, a bug)
    // leave its handler instead of becoming a bare 500, so the app's error handler gives them
    // the status and body every other route gives (503 SERVICE_UNAVAILABLE for an outage).
    // Its APIErrors (a wrong password, a taken e-mail) are still answered by Better Auth.
    onAPIError: { throw: true },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    plugins: [twoFactor({ issuer: 'Agentsy' })],
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      // Into the outbox, in the request's transaction: the sender job delivers it, with retries.
      sendVerificationEmail: mails.sendVerificationEmail,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      password: { hash: passwordHasher(config.passwordHashing), verify: verifyPassword },
      // Whoever reset the password may be locking an intruder out: every session ends.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: mails.sendResetPassword,
      onPasswordReset: mails.onPasswordReset,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        referredBy: { type: 'string', required: false, input: false, returned: false },
      },
    },
    // expiresIn is the idle timeout: each use (written at most once per updateAge) moves the end
    // that far ahead. The absolute lifetime is capSessionRefresh's, below.
    session: { expiresIn: sessionLifetime.idleSeconds, updateAge: sessionLifetime.refreshSeconds },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in has its own throttle per account and per address (sign-in-throttle.ts): a
        // count of every request per address would lock a whole office out, right password too.
        '/sign-in/email': false,
        // Counted per account and per address like sign-in (password-reset-throttle.ts).
        '/request-password-reset': false,
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    advanced: {
      // Over https every cookie is `__Host-`: Secure, Path=/ and no Domain, so a page on a sibling
      // subdomain can neither set nor shadow it. Better Auth's own secure prefix is `__Secure-`,
      // which allows a Domain; the name is given whole instead and Secure set by hand.
      cookiePrefix: isHttps ? '__Host-agentsy' : 'agentsy',
      useSecureCookies: false,
      defaultCookieAttributes: isHttps ? { secure: true, path: '/' } : undefined,
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      session: { update: { before: capSessionRefresh } },
      user: {
        update: {
          before: async (user, ctx) => {
            if (user.name !== undefined) await nameRules.check(user.name, ctx?.context.session?.user.id);
          },
          after: async (user, ctx) => {
            if (ctx?.path === '/update-user') await nameRules.afterRename(user.id);
            await mails.afterUserUpdate(user, ctx?.path);
          },
        },
        create: {
          before: async (user, ctx) => {
            await nameRules.check(user.name);
            const referredBy = await referrerOf(ctx?.headers?.get('cookie'), user.id);
            return { data: { ...user, ...splitName(user.name), referredBy } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Better Auth checks email and length; this adds the same messages the web forms show.
        const schema = bodySchemas.get(ctx.path);
        const parsed = schema?.safeParse(ctx.body);
        if (parsed && !parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Invalid request' });
        }
        await assertNewPasswordAllowed(ctx.path, ctx.body);
        // Every other device is signed out on a password change, whatever the caller asked.
        if (ctx.path === '/change-password') return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        // The name is stored as checked: trimmed.
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') return { context: { body: parsed?.data } };
        if (ctx.path === '/sign-in/email') {
          const attempt = throttle && signInAttemptOf(ctx);
          const wait = attempt && (await throttle.admit(attempt));
          if (wait) throw tooMany('sign-in attempts', wait);
        }
        if (ctx.path === '/two-factor/verify-totp') await refuseUsedTotpCode(db, ctx);
        if (ctx.path === '/request-password-reset') {
          const attempt = resetThrottle && signInAttemptOf(ctx);
          const wait = attempt && (await resetThrottle.admit(attempt));
          if (wait) throw tooMany('reset requests', wait);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Here rather than in the route, so Better Auth's own /change-password mails too.
        if (ctx.path === '/change-password') {
          const userId = ctx.context.session?.user.id;
          if (userId && !(ctx.context.returned instanceof APIError)) await mails.passwordChanged(userId);
          return;
        }
        if (ctx.path === '/sign-in/email') {
          const attempt = throttle && signInAttemptOf(ctx);
          if (attempt) await throttle.settle(attempt, signInOutcomeOf(ctx.context.returned));
          return;
        }
        // A referral counts once: the cookie goes when an account was created with it.
        if (ctx.path !== '/sign-up/email' || !referrerFromCookieHeader(ctx.headers?.get('cookie'))) return;
        ctx.setCookie(REFERRAL_COOKIE, '', { path: REFERRAL_COOKIE_PATH, maxAge: 0, httpOnly: true, sameSite: 'lax' });
      }),
    },
  });
  /** Runs a call of Better Auth's in one transaction with the mails it causes; see mailingAuthPaths. */
  return Object.assign(auth, { runWithMails: writes.run });
};

export type Auth = ReturnType<typeof createAuth>;
