import type { RouteOptions } from 'fastify';
import { type JsonSchema, jsonSchemaOf } from '../../apps/server/src/test/attacks/contract-arbitrary';
import { createTestApp } from '../../apps/server/src/test/test-app';

/** One request per route for the scanners to vary: real ids in the path, sample values elsewhere. */
export type ScanTarget = {
  method: string;
  route: string;
  url: string;
  /** JSON text, for the routes whose contract reads a body. */
  body?: string;
};

/**
 * Routes the scanners must not call: they end the scanner's own session or account, or (the
 * event stream) never answer. Each is covered by the generated attacks in the test suite instead.
 */
const skipped = [
  'GET /api/logout',
  'POST /api/admin/logout',
  'DELETE /api/users/delete-account',
  'GET /api/events',
  'POST /api/auth/*',
  'GET /api/auth/*',
];

type RegisteredRoute = {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
};

/** The routes as the app registers them, read from an app on a throwaway in-memory database. */
export const registeredRoutes = async () => {
  const routes: RegisteredRoute[] = [];
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
    }
  };
  const t = await createTestApp({ onRoute: collect });
  await t.close();
  return routes;
};

/** A value the schema accepts, the plainest one: enough for a scanner to have something to vary. */
const exampleOf = (s: JsonSchema | undefined, name: string, ids: Ids): unknown => {
  if (!s) return 'test';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alternative = (s.anyOf ?? s.oneOf)?.find((a) => a.type !== 'null');
  if (alternative) return exampleOf(alternative, name, ids);
  const type = [s.type ?? 'string'].flat()[0];
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, k, ids)]));
  }
  if (/id$/i.test(name) || s.format === 'uuid') return idFor(name, ids);
  if (s.format === 'email') return 'someone@example.com';
  return 'test'.padEnd(s.minLength ?? 0, 'x');
};

export type Ids = { listingId: string; userId: string };

const idFor = (name: string, ids: Ids) => (/user|seller|buyer/i.test(name) ? ids.userId : ids.listingId);

/** Every route with parameters (path, query or body) as one sample request, minus the skipped ones. */
export const scanTargets = (routes: RegisteredRoute[], ids: Ids): ScanTarget[] =>
  routes
    .filter((r) => !skipped.includes(`${r.method} ${r.url}`))
    .map((r) => {
      const query = jsonSchemaOf(r.schema?.querystring);
      const body = jsonSchemaOf(r.schema?.body);
      const path = r.url.replace(/:([A-Za-z]\w*)/g, (_, name: string) => idFor(name, ids));
      const params = new URLSearchParams(
        Object.entries((exampleOf(query, '', ids) as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]),
      ).toString();
      return {
        method: r.method,
        route: r.url,
        url: `${path}${query && params ? `?${params}` : ''}`,
        body: body ? JSON.stringify(exampleOf(body, '', ids)) : undefined,
        hasParameters: r.url.includes(':') || Boolean(query?.properties) || Boolean(body),
      };
    })
    .filter((t) => t.hasParameters)
    .map(({ hasParameters: _, ...t }) => t);
