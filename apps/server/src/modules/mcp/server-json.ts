import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError } from '../../lib/app-error';
import schema from './server.schema.json' with { type: 'json' };

// Compiled once per process; `strict: false` because the registry's schema sets `default` inside
// `anyOf` branches, which strict mode refuses though it does not change validation.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

/** Checks a server.json against the MCP registry's schema (server.schema.json beside this file). */
export const assertServerJson = (value: unknown) => {
  if (validate(value)) return;
  const problems = (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? 'is not valid'}`)
    .join('; ');
  throw new AppError('VALIDATION_FAILED', {
    message: `This server.json does not follow the MCP registry schema: ${problems}.`,
  });
};
