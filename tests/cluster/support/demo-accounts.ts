import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** A seeded demo account, from the demo-accounts.txt the first app process wrote. */
export const demoAccount = (role: 'buyer' | 'seller' | 'admin', dataDir = inject('dataDir')) => {
  const lines = readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n');
  const [, email, password] = lines.find((l) => l.startsWith(role))!.split(/\s+/);
  return { email: email!, password: password! };
};
