import { type errorCodes, limits, passwordMessages } from '@agentsy/contracts';
import { APIError } from 'better-auth/api';
import { isPasswordTooWeak } from './password-strength';

type Body = Record<string, unknown> | undefined;

/** Better Auth's paths that set a new password, and the body field that carries it. */
const newPasswordFields = new Map([
  ['/sign-up/email', 'password'],
  ['/change-password', 'newPassword'],
  ['/reset-password', 'newPassword'],
]);

const weakPassword = () =>
  new APIError('BAD_REQUEST', {
    message: passwordMessages.tooCommon,
    code: 'WEAK_PASSWORD' satisfies keyof typeof errorCodes,
  });

/** True when an error from Better Auth is this policy's refusal. */
export const isWeakPasswordError = (error: unknown) =>
  error instanceof APIError && (error.body as { code?: string } | undefined)?.code === 'WEAK_PASSWORD';

/**
 * Refuses a new password from the common-password list before Better Auth hashes it, on every path
 * that sets one: our own change-password route calls Better Auth's, so it is covered too. Length is
 * Better Auth's check (limits in contracts).
 */
export const assertNewPasswordAllowed = async (path: string, body: Body) => {
  const field = newPasswordFields.get(path);
  const password = field ? body?.[field] : undefined;
  // Length has its own message, from Better Auth's check or the sign-up schema.
  if (typeof password !== 'string' || password.length < limits.passwordMin || password.length > limits.passwordMax)
    return;
  const known = [body?.email, body?.name].filter((v): v is string => typeof v === 'string');
  if (await isPasswordTooWeak(password, known)) throw weakPassword();
};
