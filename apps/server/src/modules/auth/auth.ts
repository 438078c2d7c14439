import { limits, signUpSchema } from '@agentsy/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { hashPassword, verifyPassword } from './password-hashing';

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? null, lastName: rest.join(' ') || null };
};

export const createAuth = ({ db, config }: { db: Database; config: Config }) =>
  betterAuth({
    appName: 'Agentsy',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
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
          before: async (user) => ({ data: { ...user, ...splitName(user.name) } }),
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
    },
  });

export type Auth = ReturnType<typeof createAuth>;
