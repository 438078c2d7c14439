import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = { cookie: string; id: string };
const find = (name: string, who?: Session) =>
  t.app.inject({
    method: 'GET',
    url: `/api/people?name=${encodeURIComponent(name)}`,
    headers: who ? { cookie: who.cookie } : {},
  });
const idsFound = async (name: string, who: Session) =>
  ((await find(name, who)).json() as { id: string }[]).map((p) => p.id);

describe('GET /api/people: the new-conversation form finds people by the start of their name', () => {
  it('finds by first, last or full name, case-insensitively, with public fields only', async () => {
    const me = await signUp(t.app, { name: 'Quinn Asker' });
    const marta = await signUp(t.app, { name: 'Marta Quillfeather' });
    const res = await find('quill', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: marta.id, firstName: 'Marta', lastName: 'Quillfeather', displayName: null, profileImageUrl: null },
    ]);
    expect(res.body).not.toContain('@');
    expect(await idsFound('MARTA Q', me)).toEqual([marta.id]);
    // "uill" is inside the name, not at the start of a name.
    expect(await idsFound('uill', me)).toEqual([]);
  });

  it('leaves out the searcher, private profiles and people who turned messages off', async () => {
    const me = await signUp(t.app, { name: 'Zeno Zephyr' });
    const open = await signUp(t.app, { name: 'Zeno Open' });
    const hidden = await signUp(t.app, { name: 'Zeno Hidden' });
    const silent = await signUp(t.app, { name: 'Zeno Silent' });
    const privacy = (who: Session, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/privacy', headers: { cookie: who.cookie }, payload });
    expect((await privacy(hidden, { profileVisibility: 'private' })).statusCode).toBe(200);
    expect((await privacy(silent, { allowMessaging: false })).statusCode).toBe(200);
    expect(await idsFound('zeno', me)).toEqual([open.id]);
  });

  it('treats % and _ as letters, answers at most 8, and refuses visitors and blank or long names', async () => {
    const me = await signUp(t.app, { name: 'Percy Searcher' });
    for (let i = 0; i < 10; i += 1) await signUp(t.app, { name: `Manyname Person${i}` });
    expect(await idsFound('%', me)).toEqual([]);
    expect(await idsFound('_', me)).toEqual([]);
    expect(await idsFound('manyname', me)).toHaveLength(8);
    expect((await find('manyname')).statusCode).toBe(401);
    expect((await find('   ', me)).statusCode).toBe(400);
    expect((await find('x'.repeat(51), me)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/people', headers: { cookie: me.cookie } })).statusCode).toBe(
      400,
    );
  });
});

describe('starting a conversation with an id nobody has', () => {
  it('answers 404 "That user does not exist." and writes nothing', async () => {
    const me = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: me.cookie },
      payload: { participantId: 'no-such-user', initialMessage: 'Hello?' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'That user does not exist.' });
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: me.cookie } });
    expect(list.json()).toEqual([]);
  });
});
