import {
  activeRoleResponseSchema,
  completeOnboardingSchema,
  currentUserSchema,
  participantSchema,
  peopleQuerySchema,
  switchRoleSchema,
  updateProfileSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { UsersService } from './users.service';

export const registerUsersRoutes = (root: FastifyInstance, users: UsersService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } }, onRequest: requireUser }, (req) =>
    users.getCurrentUser(req.user.id),
  );

  app.post(
    '/api/users/complete-onboarding',
    { schema: { body: completeOnboardingSchema, response: { 200: currentUserSchema } }, onRequest: requireUser },
    (req) => users.completeOnboarding({ userId: req.user.id, role: req.body.role }),
  );

  app.patch(
    '/api/users/switch-role',
    { schema: { body: switchRoleSchema, response: { 200: activeRoleResponseSchema } }, onRequest: requireUser },
    (req) => users.switchRole({ userId: req.user.id, activeRole: req.body.activeRole }),
  );

  app.patch(
    '/api/users/profile',
    { schema: { body: updateProfileSchema, response: { 200: currentUserSchema } }, onRequest: requireUser },
    (req) => users.updateProfile({ userId: req.user.id, profile: req.body }),
  );

  app.get(
    '/api/people',
    {
      schema: { querystring: peopleQuerySchema, response: { 200: z.array(participantSchema) } },
      onRequest: requireUser,
    },
    (req) => users.findPeople({ viewerId: req.user.id, name: req.query.name }),
  );

  app.post(
    '/api/users/enable-seller',
    { schema: { response: { 200: activeRoleResponseSchema } }, onRequest: requireUser },
    (req) => users.enableSeller({ userId: req.user.id }),
  );
};
