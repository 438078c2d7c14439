import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Where admin actions are written down. Given the action's transaction, the entry commits or
 * rolls back with the action itself, so the log never shows what did not happen (or misses
 * what did).
 */
export type AuditRecorder = { record: (entry: AuditEntry, tx?: Transaction) => Promise<void> };

/** Tells a user something from the Agentsy team (a support message in their inbox). */
export type NotifyUser = (userId: string, text: string) => Promise<void>;

export type AdminOpsHooks = { audit: AuditRecorder; notifyUser: NotifyUser };

/** A note must never undo an action that already committed; a failure to send is logged. */
export const notifySafely = async (notify: NotifyUser, log: FastifyBaseLogger, userId: string, text: string) => {
  try {
    await notify(userId, text);
  } catch (error) {
    log.error({ err: error, userId }, 'could not send a note to the user');
  }
};
