import { sessionLifetime } from '@agentsy/contracts';

/** The moment a session created at `createdAt` ends whatever its use. */
export const absoluteEndOf = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + sessionLifetime.absoluteSeconds * 1000);

export const isPastAbsoluteEnd = (createdAt: Date | string, now = new Date()) => absoluteEndOf(createdAt) <= now;

type SessionUpdate = { expiresAt?: Date } & Record<string, unknown>;
type HookContext = { context?: { session?: { session?: { createdAt?: Date | string } } | null } } | null;

/**
 * Better Auth's `databaseHooks.session.update.before`. Each use pushes a session's end `idleSeconds`
 * ahead (the idle timeout); this keeps that end within the absolute lifetime, and refuses the
 * refresh of a session already past it, which Better Auth answers by signing the request out.
 * Better Auth puts the session it is refreshing in the endpoint context before it writes.
 */
export const capSessionRefresh = async (data: SessionUpdate, ctx: HookContext) => {
  const createdAt = ctx?.context?.session?.session?.createdAt;
  if (!(data.expiresAt instanceof Date) || !createdAt) return;
  const end = absoluteEndOf(createdAt);
  if (end <= new Date()) return false;
  if (data.expiresAt > end) return { data: { ...data, expiresAt: end } };
};
