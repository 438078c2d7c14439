import { createHash, timingSafeEqual } from 'node:crypto';
import { type AdminSession, adminAccessRules, adminMessages, auditActions } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import * as repo from './admin-access.repo';

const MINUTE_MS = 60_000;

/** Equal-length digests, so the comparison takes the same time whatever the code's length or content. */
const sameCode = (given: string, expected: string) => {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
};

type Deps = {
  db: Database;
  accessCode: string;
  audit: AdminAuditService;
  /** The admin role, read from the account on every call (in the caller's transaction when given). */
  hasAdminRole: (userId: string, tx?: DbOrTx) => Promise<boolean>;
  now?: () => Date;
};

export type AdminViewer = { id: string; email: string; sessionId: string; ip?: string | null };

export const createAdminAccessService = ({ db, accessCode, audit, hasAdminRole, now = () => new Date() }: Deps) => {
  const idleMs = adminAccessRules.idleMinutes * MINUTE_MS;
  const maxMs = adminAccessRules.maxHours * 60 * MINUTE_MS;
  const expiresAt = (e: { elevatedAt: Date; lastSeenAt: Date }) =>
    new Date(Math.min(e.lastSeenAt.getTime() + idleMs, e.elevatedAt.getTime() + maxMs)).toISOString();
  const actorOf = (v: AdminViewer): AuditActor => ({ id: v.id, email: v.email, ip: v.ip });

  /** Too many refused codes lately, from this account or from this address. */
  const overFailureLimit = async (tx: DbOrTx, v: AdminViewer) => {
    const since = new Date(now().getTime() - adminAccessRules.failureWindowMinutes * MINUTE_MS);
    const action = auditActions.signInFailed;
    const byAccount = await audit.countRecent({ action, since, actorId: v.id }, tx);
    const byAddress = v.ip ? await audit.countRecent({ action, since, ip: v.ip }, tx) : 0;
    return Math.max(byAccount, byAddress) >= adminAccessRules.failureLimit;
  };

  return {
    /**
     * Raises this session (only) to admin when the account has the role and the code is right.
     * Every refusal is recorded; after five in fifteen minutes even the right code is refused.
     */
    signIn: async (viewer: AdminViewer, code: string): Promise<AdminSession> => {
      const outcome = await db.transaction(async (tx) => {
        await repo.lockAdminLogin(tx, viewer.id);
        if (await overFailureLimit(tx, viewer)) {
          await audit.record({ actor: actorOf(viewer), action: auditActions.signInBlocked }, tx);
          return { refused: new AppError('RATE_LIMITED', { message: adminMessages.tooManyAttempts }) };
        }
        const isAdmin = await hasAdminRole(viewer.id, tx);
        const codeMatches = sameCode(code, accessCode);
        if (!isAdmin || !codeMatches) {
          const reason = isAdmin ? 'wrong code' : 'not an admin';
          await audit.record({ actor: actorOf(viewer), action: auditActions.signInFailed, after: { reason } }, tx);
          const message = isAdmin ? adminMessages.loginFailed.message : adminMessages.roleRequired;
          return { refused: new AppError('FORBIDDEN', { title: adminMessages.loginFailed.title, message }) };
        }
        const elevation = await repo.upsertElevation(tx, { sessionId: viewer.sessionId, userId: viewer.id, at: now() });
        const session = { isAdmin: true as const, expiresAt: expiresAt(elevation) };
        await audit.record({ actor: actorOf(viewer), action: auditActions.signIn, after: session }, tx);
        return { session };
      });
      // Thrown after the commit, so the refusal itself stays on record.
      if ('refused' in outcome) throw outcome.refused;
      return outcome.session;
    },

    /** Role AND a live elevation of this session; each check keeps the elevation alive. */
    check: async (viewer: Pick<AdminViewer, 'id' | 'sessionId'>): Promise<'role' | 'elevation' | AdminSession> => {
      if (!(await hasAdminRole(viewer.id))) return 'role';
      const at = now();
      const live = await repo.touchLiveElevation(db, {
        sessionId: viewer.sessionId,
        userId: viewer.id,
        now: at,
        idleSince: new Date(at.getTime() - idleMs),
        startedSince: new Date(at.getTime() - maxMs),
      });
      return live ? { isAdmin: true, expiresAt: expiresAt(live) } : 'elevation';
    },

    /** Ends this session's elevation; the sign-in itself stays. */
    signOut: async (viewer: AdminViewer) => {
      await db.transaction(async (tx) => {
        if (await repo.deleteElevation(tx, viewer.sessionId)) {
          await audit.record({ actor: actorOf(viewer), action: auditActions.signOut }, tx);
        }
      });
    },
  };
};

export type AdminAccessService = ReturnType<typeof createAdminAccessService>;
