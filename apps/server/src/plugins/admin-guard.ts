import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { findUserById } from '../modules/users/users.service';
import { requireUser } from './session';

/**
 * Admin = users.is_admin. docs/product.md#admin also asks for a valid access-code elevation of the session;
 * that check belongs to the admin-login work and will be added to `requireAdmin` there.
 */
export const createAdminGuard = ({ db }: { db: Database }) => {
  const isAdmin = async (userId: string) => (await findUserById(db, userId))?.isAdmin === true;
  const requireAdmin = async (req: FastifyRequest) => {
    await requireUser(req);
    if (!(await isAdmin(req.user.id))) throw new AppError('FORBIDDEN', { message: 'Admin access required.' });
  };
  return { isAdmin, requireAdmin };
};

export type AdminGuard = ReturnType<typeof createAdminGuard>;
