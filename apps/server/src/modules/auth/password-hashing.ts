import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Algorithm 2 = argon2id.
const owasp = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;
// Test servers only (config.ts ignores it elsewhere): the suites sign thousands of users up, and
// at 30 ms of CPU per hash the baseline alone cost minutes of a run. Still argon2id, 1 MiB.
const light = { memoryCost: 1024, timeCost: 1, parallelism: 1, algorithm: 2 } as const;

export const passwordHasher = (cost: Config['passwordHashing']) => {
  const options = cost === 'light' ? light : owasp;
  return (password: string) => hash(password, options);
};

/** The cost is read from the stored hash, so hashes of either setting verify. */
export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
