import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Auth } from '../modules/auth/auth';
import type { Database } from './client';
import { users } from './schema';

export type DemoAccount = { role: 'buyer' | 'seller' | 'admin'; name: string; email: string; password: string };

const demoPassword = () => `demo-${randomBytes(6).toString('base64url')}`;

/**
 * First start of an empty database: three accounts to look around with. Their passwords are
 * random, printed once and kept in DATA_DIR/demo-accounts.txt (readable by the owner only).
 */
export const seedDemoAccounts = async ({ db, auth, dataDir }: { db: Database; auth: Auth; dataDir: string }) => {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) return [];
  const accounts: DemoAccount[] = [
    { role: 'buyer', name: 'Bailey Buyer', email: 'buyer@demo.agentsy.dev', password: demoPassword() },
    { role: 'seller', name: 'Sam Seller', email: 'seller@demo.agentsy.dev', password: demoPassword() },
    { role: 'admin', name: 'Avery Adams', email: 'admin@demo.agentsy.dev', password: demoPassword() },
  ];
  for (const account of accounts) {
    const { user } = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    await db
      .update(users)
      .set({
        emailVerified: true,
        firstTimeLogin: false,
        sellerEnabled: account.role !== 'buyer',
        activeRole: account.role === 'seller' ? 'seller' : 'buyer',
        isAdmin: account.role === 'admin',
      })
      .where(eq(users.id, user.id));
  }
  const lines = accounts.map((a) => `${a.role.padEnd(6)}  ${a.email}  ${a.password}`);
  writeFileSync(path.join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, { mode: 0o600 });
  return accounts;
};
