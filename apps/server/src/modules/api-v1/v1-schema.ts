import { apiV1ErrorSchema, type TokenScope } from '@agentsy/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** The security scheme every /api/v1 route names in the OpenAPI document. */
export const bearerScheme = 'bearerToken';

const errors = {
  400: apiV1ErrorSchema.describe('The request was not valid; `fields` names what to fix.'),
  401: apiV1ErrorSchema.describe('No token, or an unknown, expired or revoked one.'),
  403: apiV1ErrorSchema.describe('The token lacks the scope (`INSUFFICIENT_SCOPE`), or the account is not a seller.'),
  429: apiV1ErrorSchema.describe('More than 600 requests a minute with this token; see `Retry-After`.'),
};
/** The answer of a DELETE: 204 and no body. */
export const deleted = z.null().describe('Deleted; the answer has no body.');

const notFound = { 404: apiV1ErrorSchema.describe('No such listing among yours.') };

/**
 * The schema of a /api/v1 route: what it validates with, plus what the document says of it (its
 * scope, the errors every call can answer), so the document is never written by hand.
 */
export const v1Schema = <S extends FastifySchema & { response?: Record<number, unknown> }>(
  scope: TokenScope,
  { summary, tag, byListing = false, ...schema }: S & { summary: string; tag: string; byListing?: boolean },
) => ({
  ...schema,
  summary,
  tags: [tag],
  description: `${(schema as { description?: string }).description ?? ''}\n\nScope: \`${scope}\`.`.trim(),
  security: [{ [bearerScheme]: [scope] }],
  response: { ...schema.response, ...errors, ...(byListing ? notFound : {}) },
});
