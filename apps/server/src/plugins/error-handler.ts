import { type ApiErrorBody, errorCodes } from '@agentsy/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { isBrokenUpload } from '../lib/broken-upload';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { isDiskFull } from '../lib/disk-full';
import { isOutOfSpace, StorageFullError } from '../storage/storage';

/** Seconds a client is told to wait when the database is away; a restart or failover takes about this long. */
const DATABASE_RETRY_AFTER_S = 5;

const fieldMessages = (error: FastifyError) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
};

/** One place that turns any thrown error into `{ message, code, requestId }`. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // Already answered, by the stalled-body timeout (request-timeouts.ts): its upload failed after.
    if (reply.sent) return reply;
    const send = (status: number, body: Omit<ApiErrorBody, 'requestId'>) =>
      reply.status(status).send({ ...body, requestId: req.id });

    if (isAppError(error)) {
      return send(error.status, { message: error.message, code: error.code, title: error.title, fields: error.fields });
    }
    // A full disk is the server's problem, not the request's: say so with 507 and keep serving.
    if (error instanceof StorageFullError || isOutOfSpace(error)) {
      req.log.error({ err: error }, 'out of storage space');
      return send(errorCodes.STORAGE_FULL.status, { message: errorCodes.STORAGE_FULL.message, code: 'STORAGE_FULL' });
    }
    // An upload body cut short or malformed wherever it was read: the client's fault, never a 500.
    if (isBrokenUpload(error)) return send(400, { message: 'The form could not be read.', code: 'BAD_REQUEST' });
    // The database's disk is full: nothing was written, and retrying at once would not help.
    if (isDiskFull(error)) {
      req.log.error({ err: error }, 'database out of disk space');
      return send(errorCodes.STORAGE_FULL.status, {
        message: 'The server has run out of disk space, so your change was not saved. Please try again later.',
        code: 'STORAGE_FULL',
      });
    }
    const fields = fieldMessages(error);
    if (fields) {
      const first = Object.values(fields)[0];
      return send(400, { message: first ?? 'Invalid request', code: 'VALIDATION_FAILED', fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return send(429, { message: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' });
    if (status === 413) return send(413, { message: 'File too large.', code: 'PAYLOAD_TOO_LARGE' });
    // A body type this route does not read (multipart outside the upload routes, for one).
    if (status === 415) return send(415, { message: error.message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    if (status >= 400 && status < 500) {
      return send(status, { message: error.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' });
    }
    // Fails at once with a reason instead of a generic 500, and asks the client to come back.
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return send(503, {
        message: 'The database is unavailable right now. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
};
