import { adminMessages } from '@agentsy/contracts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AdminAccessService, AdminViewer } from '../modules/admin-access/admin-access.service';
import type { AuditActor } from '../modules/admin-audit/admin-audit.service';
import { findUserById } from '../modules/users/users.service';
import { requireUser, type SessionUser } from './session';

/** The admin role alone: users.is_admin. Enough to show an admin their own account, nothing more. */
export const createAdminRoleCheck =
  (db: DbOrTx) =>
  async (userId: string, tx: DbOrTx = db) =>
    (await findUserById(tx, userId))?.isAdmin === true;

/**
 * Admin = the admin role AND a live access-code elevation of this very session
 * (docs/decisions/025-admin-access.md). `requireAdmin` guards every admin call;
 * `isElevatedAdmin` answers the same question for services that widen what a viewer may read.
 */
export const createAdminGuard = ({ access }: { access: AdminAccessService }) => {
  const isElevatedAdmin = async (viewer: Pick<SessionUser, 'id' | 'sessionId'>) =>
    typeof (await access.check(viewer)) === 'object';

  /** The live elevation of the request's session, or the refusal: 401 signed out, 403 otherwise. */
  const verify = async (req: FastifyRequest) => {
    await requireUser(req);
    const result = await access.check(req.user);
    if (result === 'role') throw new AppError('FORBIDDEN', { message: adminMessages.roleRequired });
    if (result === 'elevation') {
      throw new AppError('FORBIDDEN', {
        title: adminMessages.checkFailed.title,
        message: adminMessages.elevationRequired,
      });
    }
    return result;
  };

  /** onRequest hook of every admin call. */
  const requireAdmin = async (req: FastifyRequest) => {
    await verify(req);
  };

  return { isElevatedAdmin, requireAdmin, verify };
};

export type AdminGuard = ReturnType<typeof createAdminGuard>;

/** The signed-in user as the audit log and the access service see them. */
export const viewerOf = (req: FastifyRequest): AdminViewer & AuditActor => ({
  id: req.user.id,
  email: req.user.email,
  sessionId: req.user.sessionId,
  ip: req.ip,
});
