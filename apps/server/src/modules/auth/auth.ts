import { limits, signUpSchema } from '@agentsy/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { findUserById } from '../users/users.repo';
import { hashPassword, verifyPassword } from './password-hashing';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_PATH, referrerFromCookieHeader } from './referral-cookie';

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? null, lastName: rest.join(' ') || null };
};

export const createAuth = ({ db, config }: { db: Database; config: Config }) => {
  /** The referral cookie's user, when that user exists and is not the one signing up. */
  const referrerOf = async (cookieHeader: string | null | undefined, newUserId: string | undefined) => {
    const id = referrerFromCookieHeader(cookieHeader);
    if (!id || id === newUserId) return null;
    return (await findUserById(db, id))?.id ?? null;
  };

  return betterAuth({
    appName: 'Agentsy',
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        referredBy: { type: 'string', required: false, input: false, returned: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'agentsy',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({
            data: {
              ...user,
              ...splitName(user.name),
              referredBy: await referrerOf(ctx?.headers?.get('cookie'), user.id),
            },
          }),
        },
      },
    },
    hooks: {
      // Better Auth checks email and length; this adds the same messages the web form shows.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const parsed = signUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Invalid sign-up details' });
        }
      }),
      // A referral counts once: the cookie goes when an account was created with it.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email' || !referrerFromCookieHeader(ctx.headers?.get('cookie'))) return;
        ctx.setCookie(REFERRAL_COOKIE, '', { path: REFERRAL_COOKIE_PATH, maxAge: 0, httpOnly: true, sameSite: 'lax' });
      }),
    },
  });
};

export type Auth = ReturnType<typeof createAuth>;
