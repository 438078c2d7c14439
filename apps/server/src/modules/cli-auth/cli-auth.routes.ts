import {
  apiV1ErrorSchema,
  cliTokensSchema,
  deviceAuthorizationSchema,
  deviceDecisionResultSchema,
  deviceDecisionSchema,
  deviceTokenErrorSchema,
  deviceTokenRequestSchema,
  deviceTokenSchema,
  pendingDeviceSchema,
  tokenRevokedSchema,
  userCodeSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import { requireBuyerToken } from '../tokens/require-token';
import type { TokensService } from '../tokens/tokens.service';
import { type DeviceFlowService, DeviceTokenRefusal } from './device-flow.service';

/** Per address: enough for a person signing in a few machines, too few to flood the table. */
const startLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Polling at the 5-second interval is 12 a minute; more is a broken or hostile client. */
const pollLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Per signed-in user, so nobody can walk the space of short codes. */
const decideLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (req: { user?: { id: string } }) => `activate:${req.user?.id}`,
  },
};

export const registerCliAuthRoutes = (
  root: FastifyInstance,
  { deviceFlow, tokens }: { deviceFlow: DeviceFlowService; tokens: TokensService },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/cli/device', { schema: { response: { 200: deviceAuthorizationSchema } }, config: startLimit }, (req) =>
    deviceFlow.start({ address: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null }),
  );

  app.post(
    '/api/cli/token',
    {
      // A 400 is the RFC's `{ error }` while the code waits, or the usual validation answer for a
      // body that is not even a code.
      schema: {
        body: deviceTokenRequestSchema,
        response: { 200: deviceTokenSchema, 400: z.union([deviceTokenErrorSchema, apiV1ErrorSchema]) },
      },
      config: pollLimit,
    },
    async (req, reply) => {
      try {
        return await deviceFlow.collect(req.body.deviceCode);
      } catch (error) {
        if (error instanceof DeviceTokenRefusal) return reply.status(400).send(error.body);
        throw error;
      }
    },
  );

  // The command line signing itself out: the bearer token revokes itself and nothing else.
  app.delete(
    '/api/cli/token',
    { schema: { response: { 204: z.null() } }, onRequest: requireBuyerToken },
    async (req, reply) => {
      await deviceFlow.signOut(req.token!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cli/device/:userCode',
    {
      schema: { params: z.object({ userCode: userCodeSchema }), response: { 200: pendingDeviceSchema } },
      onRequest: requireUser,
      config: decideLimit,
    },
    (req) => deviceFlow.pending(req.params.userCode),
  );

  for (const [path, approve] of [
    ['/api/cli/device/approve', true],
    ['/api/cli/device/deny', false],
  ] as const) {
    app.post(
      path,
      {
        schema: { body: deviceDecisionSchema, response: { 200: deviceDecisionResultSchema } },
        onRequest: requireUser,
        config: decideLimit,
      },
      (req) => deviceFlow.decide({ userId: req.user.id, userCode: req.body.userCode, approve }),
    );
  }

  app.get('/api/cli/tokens', { schema: { response: { 200: cliTokensSchema } }, onRequest: requireUser }, (req) =>
    tokens.listBuyerTokens(req.user.id),
  );

  app.delete(
    '/api/cli/tokens/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: tokenRevokedSchema } }, onRequest: requireUser },
    (req) => tokens.revoke(req.user.id, req.params.id),
  );
};
