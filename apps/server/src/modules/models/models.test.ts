import type { Model } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, models } from '../../db/schema';
import { as, makeAdmin, makeUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seededModels } from './model-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const catalogue = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/models' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Model[];
};

describe('the model catalogue', () => {
  it('is seeded with current models, each seeded fact with a public source', async () => {
    const list = await catalogue();
    expect(list).toHaveLength(seededModels.length);
    expect(list.find((m) => m.id === 'gpt-4o')).toEqual({
      id: 'gpt-4o',
      provider: 'OpenAI',
      name: 'GPT-4o',
      status: 'retired',
      shutdownDate: '2026-02-13',
      replacement: 'gpt-5',
    });
    for (const seeded of seededModels) {
      expect(seeded.source).toMatch(/^https:\/\//);
      // A replacement is itself in the catalogue.
      if (seeded.replacement) expect(list.map((m) => m.id)).toContain(seeded.replacement);
    }
    expect(list.map((m) => `${m.provider} ${m.name}`)).toEqual([...list.map((m) => `${m.provider} ${m.name}`)].sort());
  });

  it('lets an admin add a model and change it, each change in the audit log', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/models',
      headers: as(admin),
      payload: { id: 'gpt-5-mini', provider: 'OpenAI', name: 'GPT-5 mini', status: 'active' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: 'gpt-5-mini',
      provider: 'OpenAI',
      name: 'GPT-5 mini',
      status: 'active',
      shutdownDate: null,
      replacement: null,
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/models/gpt-5-mini',
      headers: as(admin),
      payload: { status: 'deprecated', shutdownDate: '2027-03-01', replacement: 'gpt-5' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'deprecated', shutdownDate: '2027-03-01', replacement: 'gpt-5' });
    expect((await catalogue()).find((m) => m.id === 'gpt-5-mini')).toEqual(patched.json());
    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'gpt-5-mini'));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['model.created', admin.userId],
      ['model.updated', admin.userId],
    ]);
    expect(entries[1]!.before).toMatchObject({ status: 'active', shutdownDate: null });
    expect(entries[1]!.after).toMatchObject({ status: 'deprecated', shutdownDate: '2027-03-01' });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const admin = await makeAdmin(t.app, t.db);
    await catalogue();
    const before = await t.db.select().from(models);
    const auditBefore = (await t.db.select().from(adminAuditLog)).length;
    const cases: [string, string, unknown, number, string][] = [
      [
        'POST',
        '/api/admin/models',
        { id: 'gpt-4o', provider: 'OpenAI', name: 'Again', status: 'active' },
        409,
        'A model with the id gpt-4o already exists.',
      ],
      [
        'POST',
        '/api/admin/models',
        { id: 'Bad Id', provider: 'X', name: 'Y', status: 'active' },
        400,
        'Use a short id',
      ],
      [
        'POST',
        '/api/admin/models',
        { id: 'x-1', provider: 'X', name: 'Y', status: 'gone' },
        400,
        'Status is active, deprecated or retired.',
      ],
      [
        'POST',
        '/api/admin/models',
        { id: 'x-2', provider: 'X', name: 'Y', status: 'active', replacement: 'nope' },
        400,
        'Unknown replacement model: nope.',
      ],
      ['PATCH', '/api/admin/models/gpt-4o', { shutdownDate: '13 Feb 2026' }, 400, 'Use a date like 2026-02-13.'],
      ['PATCH', '/api/admin/models/gpt-4o', { replacement: 'gpt-4o' }, 400, 'Unknown replacement model: gpt-4o.'],
      ['PATCH', '/api/admin/models/gpt-4o', { id: 'other' }, 400, ''],
      ['PATCH', '/api/admin/models/no-such-model', { status: 'retired' }, 404, 'Model not found.'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: as(admin), payload: payload as object });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const buyer = await makeUser(t.app, t.db);
    const asBuyer = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/models/gpt-4o',
      headers: as(buyer),
      payload: { status: 'active' },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect(await t.db.select().from(models)).toEqual(before);
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(auditBefore);
  });
});
