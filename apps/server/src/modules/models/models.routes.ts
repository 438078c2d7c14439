import { createModelSchema, modelListSchema, modelSchema, updateModelSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminGuard, viewerOf } from '../../plugins/admin-guard';
import type { ModelsService } from './models.service';

const idParams = z.object({ id: z.string().max(64) });

/** The model catalogue: read by anyone, kept by admins. */
export const registerModelsRoutes = (
  root: FastifyInstance,
  { models, admin }: { models: ModelsService; admin: AdminGuard },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = admin.requireAdmin;

  app.get('/api/models', { schema: { response: { 200: modelListSchema } } }, () => models.list());

  app.post(
    '/api/admin/models',
    { schema: { body: createModelSchema, response: { 201: modelSchema } }, onRequest },
    async (req, reply) => reply.status(201).send(await models.create({ actor: viewerOf(req), input: req.body })),
  );

  app.patch(
    '/api/admin/models/:id',
    { schema: { params: idParams, body: updateModelSchema, response: { 200: modelSchema } }, onRequest },
    (req) => models.update({ actor: viewerOf(req), id: req.params.id, patch: req.body }),
  );
};
