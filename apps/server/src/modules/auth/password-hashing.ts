import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Algorithm 2 = argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
