import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** A route as Fastify registered it, with the zod schemas it declared (if any). */
export type RegisteredRoute = { method: string; url: string; schema?: { querystring?: unknown; body?: unknown } };

export type HostileRequest = { label: string } & Pick<InjectOptions, 'url' | 'payload' | 'headers'>;

/** Real ids to put in path parameters, so requests also reach the code past "not found". */
export type KnownIds = string[];

const HUGE = '99999999999999999999';
const LONG = 'a'.repeat(5000);

/** Path segment values, already percent-encoded. */
const hostileSegments = ['%00', `x%00y`, HUGE, '-1', '0', '1e400', 'NaN', LONG, '%C0%80', '%E2%80%AE', '..%2F..%2Fetc'];

/** Query values, percent-encoded; each is tried on every name. */
const hostileQueryValues = ['%00', HUGE, `-${HUGE}`, '-1', '100000', '1e400', 'NaN', '0.005', LONG, '%FF'];

/** JSON values for a single body field. */
const hostileBodyValues: unknown[] = [
  '\u0000',
  'a\u0000b',
  Number(HUGE),
  -Number(HUGE),
  1e308,
  -1,
  0.005,
  HUGE,
  '',
  null,
  true,
  [],
  [1, 'x'],
  {},
  { nested: '\u0000' },
  LONG.repeat(4),
];

/** Names that routes without a declared query schema read by hand. */
const commonQueryNames = [
  'limit',
  'offset',
  'search',
  'sellerId',
  'status',
  'returnTo',
  'ref',
  'token',
  'expires',
  'id',
];

/** Field names of a zod object schema, through refinements and wrappers. */
export const fieldNames = (schema: unknown): string[] => {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  return fieldNames(s.def?.in ?? s.def?.innerType);
};

/** The auth handler's wildcard route: the paths and fields of Better Auth's endpoints. */
const authPaths = ['sign-in/email', 'sign-up/email', 'get-session', 'update-user', 'change-password', 'sign-out'];
const authFields = ['email', 'password', 'name', 'newPassword', 'currentPassword', 'callbackURL', 'image'];

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** `/api/x/:id/y` with each parameter replaced by `value`. */
const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z]\w*|\*/g, value);

/** Random text with control characters, surrogates and NULs, from a fixed seed so a failure replays. */
const randomStrings = (seed: number, count: number) =>
  fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: count });

/**
 * Every hostile variant for one route: bad path parameters, out-of-range and repeated query
 * parameters, bad JSON field values and bodies, wrong content types, and bad Origin headers.
 */
export const hostileRequests = (route: RegisteredRoute, knownIds: KnownIds, seed: number): HostileRequest[] => {
  const out: HostileRequest[] = [];
  const isAuthHandler = route.url.includes('*');
  const ids = isAuthHandler ? authPaths : knownIds;
  const hasParams = /:|\*/.test(route.url);
  const base = fillParams(route.url, ids[0] ?? 'x');
  const fields = isAuthHandler ? authFields : fieldNames(route.schema?.body);
  const declaredQuery = fieldNames(route.schema?.querystring);
  const queryNames = [...new Set([...declaredQuery, ...commonQueryNames])];
  const sane = isWrite(route.method) ? { payload: Object.fromEntries(fields.map((f) => [f, 'x'])) } : {};

  if (hasParams) {
    for (const value of [...ids, ...hostileSegments]) {
      out.push({ label: `param ${value.slice(0, 30)}`, url: fillParams(route.url, value), ...sane });
    }
  }
  // One name at a time, so a bad value in one field cannot hide another behind its 400.
  for (const name of declaredQuery.length ? declaredQuery : commonQueryNames) {
    for (const value of hostileQueryValues) {
      out.push({ label: `query ${name}=${value.slice(0, 30)}`, url: `${base}?${name}=${value}`, ...sane });
    }
    out.push({ label: `query ${name} repeated`, url: `${base}?${name}=1&${name}=2`, ...sane });
  }
  for (const value of hostileQueryValues) {
    const query = queryNames.map((n) => `${n}=${value}`).join('&');
    out.push({ label: `query all=${value.slice(0, 30)}`, url: `${base}?${query}`, ...sane });
  }
  const repeated = queryNames.map((n) => `${n}=1&${n}=2&${n}[]=3`).join('&');
  out.push({ label: 'query repeated', url: `${base}?${repeated}`, ...sane });
  for (const text of randomStrings(seed, 8)) {
    const query = queryNames.map((n) => `${n}=${encodeURIComponent(text)}`).join('&');
    out.push({ label: `query random ${JSON.stringify(text)}`, url: `${base}?${query}`, ...sane });
  }
  if (!isWrite(route.method)) return out;

  const bodyFields = fields.length ? fields : ['id', 'name', 'amount'];
  for (const field of bodyFields) {
    // Alone too, for partial updates where the other fields' filler would be refused first.
    for (const value of ['a\u0000b', Number(HUGE)]) {
      out.push({ label: `body only ${field}=${JSON.stringify(value)}`, url: base, payload: { [field]: value } });
    }
    for (const value of hostileBodyValues) {
      out.push({
        label: `body ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
        url: base,
        payload: { ...sane.payload, [field]: value },
      });
    }
  }
  for (const text of randomStrings(seed + 1, 8)) {
    out.push({
      label: `body random ${JSON.stringify(text)}`,
      url: base,
      payload: Object.fromEntries(bodyFields.map((f) => [f, text])),
    });
  }
  const rawBodies: [string, string][] = [
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"text"'],
    ['application/json', '123'],
    ['application/json', '{"a":'],
    ['application/json', '{"__proto__":{"isAdmin":true}}'],
    ['application/json', ''],
    ['text/plain', 'hello\u0000'],
    ['application/x-www-form-urlencoded', 'a=1&a=2'],
    ['application/xml', '<a/>'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000\r\n--x--\r\n',
    ],
    ['multipart/form-data', 'garbage'],
  ];
  for (const [type, body] of rawBodies) {
    out.push({
      label: `raw ${type} ${JSON.stringify(body)}`,
      url: base,
      payload: body,
      headers: { 'content-type': type },
    });
  }
  for (const origin of ['null', 'garbage', 'http://', 'https://evil.example', ' ']) {
    out.push({ label: `origin ${origin}`, url: base, ...sane, headers: { origin } });
  }
  return out;
};
