import { randomBytes } from 'node:crypto';
import type { Auth } from '../../modules/auth/auth';

export type DemoPerson = { name: string; email: string };

/**
 * Accounts that exist to own listings or to have bought them, never to be signed into: they share
 * one hash of one random password that is thrown away. Hashing a password (argon2id, 19 MiB) costs
 * about 80 ms here, so one hash instead of one per account keeps the first start short. Created
 * through Better Auth's own adapter, the same calls as a sign-up makes, so the user hooks
 * (first and last name) run as for anyone else.
 */
export const createUnsignableUsers = async (auth: Auth, people: readonly DemoPerson[]) => {
  const context = await auth.$context;
  const hash = await context.password.hash(randomBytes(18).toString('base64url'));
  return Promise.all(
    people.map(async (person) => {
      const user = await context.internalAdapter.createUser(
        { email: person.email, name: person.name, emailVerified: false },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
      return user.id;
    }),
  );
};
