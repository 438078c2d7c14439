import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../hostile-requests';
import { type JsonSchema, jsonSchemaOf, objectValue, valueFor } from './contract-arbitrary';
import { hostileStrings, hostileValue, MEGABYTE_STRING } from './hostile-values';

export type AttackRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, short enough to read in a failure message. */
  label: string;
};

/** The auth handler's wildcard route has no zod schema: the shapes of the Better Auth endpoints it serves. */
const authEndpoints: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['email', 'password', 'name', 'newPassword', 'currentPassword', 'callbackURL', 'token', 'code'].map((f) => [
      f,
      { type: 'string', maxLength: 64 },
    ]),
  ),
};
const authPaths = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'update-user',
  'change-password',
  'sign-out',
  'request-password-reset',
  'reset-password',
  'two-factor/verify-totp',
];

/** Path segments a router or a parameter parser could trip on, percent-encoded as they travel. */
const hostileSegments = [
  '%00',
  'x%00y',
  '%C0%80',
  '%E2%80%AE',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  '-1',
  '1e400',
  'x'.repeat(300),
];

/** A DELETE gets a body only when its contract reads one (deleting the account asks for the password). */
const sendsBody = (method: string, body: unknown) =>
  !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method) || (method === 'DELETE' && body !== undefined);

/** Query and path values are text; keep them to what an HTTP server lets through in a URL. */
const asUrlText = (value: unknown): string => {
  if (value === MEGABYTE_STRING) return 'a'.repeat(8000);
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value).slice(0, 8000);
};

/**
 * Percent-encoding that keeps a lone surrogate hostile: UTF-8 cannot hold one, so it travels as
 * the bytes of its code unit (what a careless client would send).
 */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((unit) => {
        const code = unit.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      })
      .join('');
  }
};

/** `name=value` pairs; an array value becomes the key repeated, as browsers send it. */
const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) && value.length ? value : [value]).map((v) => `${encode(name)}=${encode(asUrlText(v))}`),
    )
    .join('&');

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);

type Body = { payload?: string | Buffer; contentType?: string; label: string };

/** A JSON body from the schema, or one of the shapes that are wrong as a whole. */
const bodyArbitrary = (schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<Body> => {
  const fromSchema = objectValue(schema?.type === 'object' ? schema : { type: 'object' }, ids);
  const json = (value: unknown, contentType = 'application/json'): Body => {
    const text = JSON.stringify(value) ?? 'null';
    return { payload: text, contentType, label: `${contentType} ${short(text)}` };
  };
  const raw = (payload: string, contentType: string): Body => ({
    payload,
    contentType,
    label: `${contentType} ${short(JSON.stringify(payload))}`,
  });
  return fc.oneof(
    { weight: 12, arbitrary: fromSchema.map((v) => json(v)) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], 'text', 123, true).map((v) => json(v)) },
    {
      weight: 1,
      // Written out as text: building it as a value would overflow our own stack first.
      arbitrary: fc.constant(raw(`${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`, 'application/json')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        raw('{"__proto__":{"isAdmin":true}}', 'application/json'),
        raw('{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'),
        raw('{"a":', 'application/json'),
        raw('', 'application/json'),
        raw('\uFEFF{}', 'application/json'),
        raw('{"a":1,"a":2}', 'application/json'),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fromSchema,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/octet-stream',
            'application/jsonx',
          ),
        )
        .map(([v, type]) => json(v, type)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...hostileStrings).map((text) => raw(text, 'multipart/form-data; boundary=x')),
    },
  );
};

/** The value for each `:param` of the URL: mostly real ids, so requests get past "not found". */
const paramsArbitrary = (url: string, schema: JsonSchema | undefined, ids: string[]) => {
  const names = [...url.matchAll(/:([A-Za-z]\w*)|\*/g)].map((m) => m[1] ?? '*');
  return fc.tuple(
    ...names.map((name) => {
      if (name === '*') return fc.constantFrom(...authPaths);
      const field = schema?.properties?.[name];
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...ids).map(encodeURIComponent) },
        { weight: 2, arbitrary: fc.constantFrom(...hostileSegments) },
        { weight: 2, arbitrary: (field ? valueFor(field, ids) : hostileValue()).map((v) => encode(asUrlText(v))) },
      );
    }),
  );
};

const fillParams = (url: string, values: string[]) => {
  let i = 0;
  return url.replace(/:[A-Za-z]\w*|\*/g, () => values[i++] ?? 'x');
};

/**
 * Requests for one route, drawn from its zod contracts (params, querystring, body) with hostile
 * values mixed in: wrong types, numbers at and past each bound, lengths at each bound, prototype
 * keys, repeated query keys, whole bodies of the wrong shape or content type.
 */
export const attackRequests = (route: RegisteredRoute & { schema?: { params?: unknown } }, ids: string[]) => {
  const isAuthHandler = route.url.includes('*');
  const params = jsonSchemaOf(route.schema?.params);
  const query = jsonSchemaOf(route.schema?.querystring);
  const body = isAuthHandler ? authEndpoints : jsonSchemaOf(route.schema?.body);
  const queryArb = objectValue(query?.type === 'object' ? query : { type: 'object', properties: {} }, ids);
  const repeated = fc.option(fc.constantFrom(...Object.keys(query?.properties ?? { limit: {} })), { freq: 6 });
  const bodyArb = sendsBody(route.method, body) ? bodyArbitrary(body, ids) : fc.constant<Body>({ label: '' });
  const origin = fc.option(fc.constantFrom('null', 'garbage', 'https://evil.example', ' '), { freq: 12 });

  return fc
    .tuple(paramsArbitrary(route.url, params, ids), queryArb, repeated, bodyArb, origin)
    .map(([values, q, repeatName, b, badOrigin]): AttackRequest => {
      let search = queryString(q);
      if (repeatName) search += `${search ? '&' : ''}${repeatName}=1&${repeatName}=2&${repeatName}[]=3`;
      const url = `${fillParams(route.url, values)}${search ? `?${search}` : ''}`;
      const headers: Record<string, string> = {};
      if (b.contentType) headers['content-type'] = b.contentType;
      if (badOrigin) headers.origin = badOrigin;
      const label = [route.method, short(url), b.label, badOrigin ? `origin ${badOrigin}` : '']
        .filter(Boolean)
        .join(' ');
      return { method: route.method, url, headers, payload: b.payload, label };
    });
};

/**
 * Attacks come from an address of their own, so the failed admin sign-ins they make throttle that
 * address and not the one the suite signs its own accounts in from.
 */
export const injectOptions = (request: AttackRequest, cookie?: string): InjectOptions => ({
  remoteAddress: '203.0.113.7',
  method: request.method as InjectOptions['method'],
  url: request.url,
  payload: request.payload,
  headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
});
