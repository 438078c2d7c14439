import { createHmac } from 'node:crypto';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { DbOrTx } from '../../db/client';
import { claimTotpStep, findTotpSecret } from './totp-replay.repo';

// Better Auth's two-factor defaults: 6 digits, 30 s steps, the step before and after accepted.
const PERIOD_MS = 30_000;
const DIGITS = 6;
const WINDOW = 1;

/** RFC 4226 HOTP with SHA-1, the code an authenticator shows for `counter`. */
const hotp = (key: Buffer, counter: number) => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0');
};

/** The time step whose code `code` is, among those Better Auth accepts now; undefined if none. */
export const stepOfCode = (secret: string, code: string, now = Date.now()) => {
  const key = Buffer.from(secret, 'utf8');
  const current = Math.floor(now / PERIOD_MS);
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    if (hotp(key, step) === code) return step;
  }
  return undefined;
};

const codeAlreadyUsed = () =>
  new APIError('UNAUTHORIZED', {
    message: 'This code was already used. Enter the next code from your authenticator app.',
    code: 'INVALID_CODE',
  });

type VerifyContext = Parameters<typeof getSessionFromCtx>[0];

/** Whose code it is: the signed-in user (turning two-factor on), or the pending second sign-in step. */
const userOf = async (ctx: VerifyContext) => {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
};

/**
 * Before Better Auth checks a TOTP code: a code it would accept is taken for good, so the same
 * code (seen over a shoulder, or sent twice at once) cannot sign in again within its 30 seconds.
 * A code that matches no step is left to Better Auth, which refuses it and counts the failure.
 */
export const refuseUsedTotpCode = async (db: DbOrTx, ctx: VerifyContext) => {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await userOf(ctx);
  const stored = userId && (await findTotpSecret(db, userId));
  if (!userId || !stored) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored });
  const step = stepOfCode(secret, code);
  if (step === undefined) return;
  if (!(await claimTotpStep(db, userId, step))) throw codeAlreadyUsed();
};
