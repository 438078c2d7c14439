import { z } from 'zod';
import { listingSchema } from './listings';
import { orderSchema } from './orders';
import { refundSchema, refundStatuses } from './refunds';

/** The body of every /api/v1 error: `code` is stable, `message` is for people. */
export const apiV1ErrorSchema = z.object({
  message: z.string(),
  code: z.string().meta({ description: 'A stable code such as UNAUTHORIZED, INSUFFICIENT_SCOPE or NOT_FOUND.' }),
  requestId: z.string(),
  title: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

const pageLimit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(100, 'limit must be at most 100')
  .default(20);

/** GET /api/v1/listings: the seller's own listings, live or not, newest first. */
export const v1ListingsQuerySchema = z.object({
  limit: pageLimit,
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});
export const v1ListingsSchema = z.object({ data: z.array(listingSchema) });

/**
 * `cursor` is opaque to clients: the server encodes where the previous page ended
 * (modules/api-v1/sales-cursor.ts), so a page never repeats or skips a sale added meanwhile.
 */
export const v1SalesQuerySchema = z.object({
  limit: pageLimit,
  cursor: z.string().max(200, 'cursor is not one this API gave out').optional(),
});
export const v1SalesSchema = z.object({
  data: z.array(orderSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

export const v1RefundsQuerySchema = z.object({ status: z.enum(refundStatuses).optional() });
export const v1RefundsSchema = z.object({ data: z.array(refundSchema) });

/** The parts of the OpenAPI document the /developers page shows; JSON Schemas are read as they come. */
const openApiOperationSchema = z.object({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: z.unknown(),
      }),
    )
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: z.unknown() })) }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string().optional() })),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
  components: z
    .object({ securitySchemes: z.record(z.string(), z.object({ description: z.string().optional() })).optional() })
    .optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
