import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every /api/v1 route as Fastify registered it, in the document's spelling (`{id}` for `:id`). */
const v1Routes: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/v1/') || route.url === '/api/v1/openapi.json') return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') v1Routes.push(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    },
  });
});
afterAll(() => t.close());

type Operation = { security?: unknown[]; responses: Record<string, unknown>; summary?: string };
const documentOf = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
};

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api/v1 route, and nothing else', async () => {
    const doc = await documentOf();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(v1Routes.length).toBeGreaterThan(5);
    expect(documented.sort()).toEqual([...v1Routes].sort());
  });

  it('gives each operation its scope, a summary and the errors every call can answer', async () => {
    const doc = await documentOf();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method} ${path}`;
        expect(op.summary, name).toBeTruthy();
        if (path.startsWith('/api/v1/licenses/')) {
          // Public: an app checks its own key without any token (modules/licenses).
          expect(op.security, name).toEqual([]);
          expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['400', '404', '409', '429']));
          continue;
        }
        if (path === '/api/v1/library') {
          // The buyer token of `agentsy login` holds no seller scope (modules/cli-auth).
          expect(op.security, name).toEqual([{ bearerToken: [] }]);
          expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '429']));
          continue;
        }
        expect(op.security, name).toEqual([{ bearerToken: [expect.stringMatching(/^[a-z]+:(read|write)$/)] }]);
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
      }
    }
  });

  it('describes request bodies from the zod schemas the routes validate with', async () => {
    const doc = await documentOf();
    const patch = doc.paths['/api/v1/listings/{id}']!.patch as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(patch.requestBody.content['application/json']!.schema.properties)).toContain('title');
    const sales = doc.paths['/api/v1/sales']!.get as unknown as { parameters: { name: string }[] };
    expect(sales.parameters.map((p) => p.name).sort()).toEqual(['cursor', 'limit']);
  });
});
