import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

/** An admin session: sign up, flag the account, and pass the access code where the server asks for it. */
export const signInBenchAdmin = async (origin: string, db: Database, accessCode: string) => {
  const email = `bench-admin-${Date.now()}@bench.agentsy.dev`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench Admin', email, password: 'correct horse battery' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await db.execute(sql`update users set is_admin = true where email = ${email}`);
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ accessCode }),
  });
  if (login.status !== 404 && !login.ok) throw new Error(`admin login failed: ${login.status}`);
  return cookie;
};
