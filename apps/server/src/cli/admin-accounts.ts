import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { Auth } from '../modules/auth/auth';
import { promoteToAdminByEmail } from '../modules/users/users.service';

export type AdminCommandResult = { ok: true; message: string } | { ok: false; message: string };

const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/**
 * The only ways to make an admin: `create` signs up a new account with a random password and the
 * admin role; `promote` gives the role to an account that exists. Neither touches the access code.
 */
export const runAdminCommand = async (
  { db, auth }: { db: Database; auth: Auth },
  [command, email]: string[],
): Promise<AdminCommandResult> => {
  const usage = 'Usage: npm run admin -- create EMAIL | npm run admin -- promote EMAIL';
  if ((command !== 'create' && command !== 'promote') || !email) return { ok: false, message: usage };
  if (!looksLikeEmail(email)) return { ok: false, message: `Not an e-mail address: ${email}` };

  if (command === 'promote') {
    const promoted = await promoteToAdminByEmail(db, email);
    return promoted
      ? { ok: true, message: `${promoted.email} is now an admin.` }
      : { ok: false, message: `No account with the e-mail ${email}. Use "create" to make one.` };
  }

  const password = `admin-${randomBytes(12).toString('base64url')}`;
  try {
    await auth.api.signUpEmail({ body: { name: email.split('@')[0]!, email, password } });
  } catch (error) {
    return { ok: false, message: `Could not create ${email}: ${(error as Error).message}` };
  }
  const created = await promoteToAdminByEmail(db, email);
  return {
    ok: true,
    message: `Created admin ${created!.email}\n  password: ${password}\n  Sign in, then open /admin-login with the admin access code.`,
  };
};
