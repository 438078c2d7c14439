import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const NUL = '\u0000';
const message = 'Text cannot contain the NUL character (\\u0000).';
/** Deeper than any payload of ours; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 32;

/** The dotted path of the first string or key holding a NUL, or undefined. */
const nulPath = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return childPath;
    const found = nulPath(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * True when the value is nested deeper than MAX_DEPTH. No contract of ours nests that deep, and a
 * route that reads its body by hand (the auth handler) walked a 5,000-deep one into a 500.
 */
const tooDeep = (value: unknown, depth = 0): boolean => {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  return Object.values(value).some((child) => tooDeep(child, depth + 1));
};

const refuse = (field: string) => new AppError('BAD_REQUEST', { message, fields: { [field]: message } });

/**
 * The same check for a body the hook cannot see: multipart parts are read by their route as a
 * stream, after validation.
 */
export const assertNoNul = (value: unknown, field: string) => {
  const found = nulPath(value, field);
  if (found) throw refuse(found);
};

/**
 * PostgreSQL text cannot hold NUL, so a NUL that reaches a query is a driver error (a 500) after
 * part of a request may have run. One check for every route, before any of them runs: the path
 * and query string when the request arrives, the parsed body before validation.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, _reply, done) => {
    // A NUL can only arrive percent-encoded; the raw URL is cheaper to scan than the parsed parts.
    if (!req.url.includes('%00') && !req.url.includes(NUL)) return done();
    const field = nulPath(req.query, '') ?? nulPath(req.params, '') ?? 'url';
    done(refuse(field));
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (tooDeep(req.body)) return done(new AppError('BAD_REQUEST', { message: 'The request is nested too deeply.' }));
    const field = nulPath(req.body, '');
    done(field ? refuse(field) : undefined);
  });
});
