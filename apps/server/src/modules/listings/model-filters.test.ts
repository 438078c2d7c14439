import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, makeAdmin, makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { published } from '../releases/releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const targeting = (...models: string[]) => JSON.stringify({ targets: [{ platform: 'chatgpt', models }] });

const idsOf = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((l) => l.id).sort();
};

describe('the model filters of the marketplace', () => {
  it('finds listings by a model their current version targets, and leaves out those made only for retired models', async () => {
    const seller = await makeSeller(t.app, t.db);
    const [onGpt5, onGpt4o, undeclared, onBoth] = [
      await makeListing(t.app, t.db, seller.userId),
      await makeListing(t.app, t.db, seller.userId),
      await makeListing(t.app, t.db, seller.userId),
      await makeListing(t.app, t.db, seller.userId),
    ];
    const release = (id: string, version: string, compatibility: string) =>
      published(t.app, seller, id, { version, changelog: 'Models', compatibility });
    await release(onGpt5.id, '1.1.0', targeting('gpt-5'));
    await release(onGpt4o.id, '1.1.0', targeting('gpt-4o'));
    await release(onBoth.id, '1.1.0', targeting('gpt-4o', 'gpt-5'));
    const all = [onGpt5.id, onGpt4o.id, undeclared.id, onBoth.id].sort();
    expect(await idsOf('model=gpt-4o')).toEqual([onGpt4o.id, onBoth.id].sort());
    expect(await idsOf('model=gpt-5')).toEqual([onGpt5.id, onBoth.id].sort());
    // gpt-4o is retired in the seeded catalogue: a listing made only for it is left out.
    expect(await idsOf('currentModels=true')).toEqual(all.filter((id) => id !== onGpt4o.id));
    expect(await idsOf('currentModels=false')).toEqual(all);
    expect(await idsOf('model=gpt-4o&currentModels=true')).toEqual([onBoth.id]);
    // A new current version moves the listing between the filters; a prerelease does not.
    await release(onGpt4o.id, '2.0.0-beta.1', targeting('gpt-5'));
    expect(await idsOf('model=gpt-5')).toEqual([onGpt5.id, onBoth.id].sort());
    await release(onGpt4o.id, '2.0.0', targeting('gpt-5'));
    expect(await idsOf('model=gpt-4o')).toEqual([onBoth.id]);
    expect(await idsOf('currentModels=true')).toEqual(all);
    const count = await t.app.inject({ method: 'GET', url: '/api/listings/count?model=gpt-5' });
    expect(count.json()).toEqual({ total: 3, isAtLeast: false });
  });

  it('follows the catalogue: retiring a model, or bringing it back, moves its listings in or out of currentModels', async () => {
    await t.reset();
    const seller = await makeSeller(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const [onGpt5, onGpt4oAndGpt5, undeclared] = [
      await makeListing(t.app, t.db, seller.userId),
      await makeListing(t.app, t.db, seller.userId),
      await makeListing(t.app, t.db, seller.userId),
    ];
    await published(t.app, seller, onGpt5.id, {
      version: '1.1.0',
      changelog: 'Models',
      compatibility: targeting('gpt-5'),
    });
    await published(t.app, seller, onGpt4oAndGpt5.id, {
      version: '1.1.0',
      changelog: 'Models',
      compatibility: targeting('gpt-4o', 'gpt-5'),
    });
    const setStatus = async (id: string, status: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/models/${id}`,
        headers: as(admin),
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const all = [onGpt5.id, onGpt4oAndGpt5.id, undeclared.id].sort();
    expect(await idsOf('currentModels=true')).toEqual(all);
    // gpt-4o is retired already: retiring gpt-5 leaves both model listings made only for retired models.
    await setStatus('gpt-5', 'retired');
    expect(await idsOf('currentModels=true')).toEqual([undeclared.id]);
    expect(await idsOf('model=gpt-5&currentModels=true')).toEqual([]);
    const count = await t.app.inject({ method: 'GET', url: '/api/listings/count?currentModels=true' });
    expect(count.json()).toEqual({ total: 1, isAtLeast: false });
    // Deprecated is not retired: the listings are back.
    await setStatus('gpt-5', 'deprecated');
    expect(await idsOf('currentModels=true')).toEqual(all);
    // Bringing gpt-4o back makes no difference to listings already in; retiring it again neither.
    await setStatus('gpt-4o', 'active');
    expect(await idsOf('currentModels=true')).toEqual(all);
    await setStatus('gpt-4o', 'retired');
    expect(await idsOf('model=gpt-4o&currentModels=true')).toEqual([onGpt4oAndGpt5.id]);
  });

  it('answers a known model that no listing targets with an empty page, not an error', async () => {
    await t.reset();
    expect(await idsOf('model=claude-opus-4-1')).toEqual([]);
    const count = await t.app.inject({ method: 'GET', url: '/api/listings/count?model=claude-opus-4-1' });
    expect(count.json()).toEqual({ total: 0, isAtLeast: false });
  });

  it('refuses an unknown model and a currentModels that is not true or false', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/listings?model=gpt-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown model: gpt-9');
    const unknownCount = await t.app.inject({ method: 'GET', url: '/api/listings/count?model=gpt-9' });
    expect(unknownCount.statusCode).toBe(400);
    expect(unknownCount.json().message).toBe('Unknown model: gpt-9');
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings?currentModels=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('currentModels must be true or false');
  });
});
