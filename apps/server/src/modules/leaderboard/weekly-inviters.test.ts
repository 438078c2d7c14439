import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';
import { createLeaderboardService } from './leaderboard.service';
import { insertUser } from './leaderboard-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

/** The invite link followed in a browser (optionally signed in), then sign-up there. */
const signUpThroughLink = async (
  ref: string,
  { email = uniqueEmail('invited'), signedInAs }: { email?: string; signedInAs?: string } = {},
) => {
  const link = await t.app.inject({
    method: 'GET',
    url: `/api/login?ref=${ref}`,
    headers: signedInAs ? { cookie: signedInAs } : {},
  });
  const refCookie = [link.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.ref='));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: refCookie ? { cookie: refCookie.split(';')[0]! } : {},
    payload: { name: 'Ivy Invited', email, password: 'correct horse battery' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('agentsy.session_token='))!;
  return { cookie: cookie.split(';')[0]!, hadRefCookie: !!refCookie };
};

const onboard = async (cookie: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/complete-onboarding',
    headers: { cookie },
    payload: { role: 'buyer' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const inviters = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard/weekly-inviters' });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /api/leaderboard/weekly-inviters', () => {
  it('counts accounts made through the invite link once they finish onboarding; cacheable for 5 minutes', async () => {
    const inviter = await signUp(t.app, { name: 'Ines Inviter' });
    const first = await signUpThroughLink(inviter.id);
    expect((await inviters()).json()).toEqual([]);

    await onboard(first.cookie);
    const res = await inviters();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual([
      {
        userId: inviter.id,
        user: {
          id: inviter.id,
          firstName: 'Ines',
          lastName: 'Inviter',
          displayName: 'Ines Inviter',
          profileImageUrl: null,
        },
        inviteCount: 1,
      },
    ]);
    expect(res.body).not.toContain(inviter.email);

    await onboard((await signUpThroughLink(inviter.id)).cookie);
    expect((await inviters()).json()[0].inviteCount).toBe(2);
  });

  it("does not count following one's own link while signed in", async () => {
    const inviter = await signUp(t.app, { name: 'Self Inviter' });
    const second = await signUpThroughLink(inviter.id, { signedInAs: inviter.cookie });
    expect(second.hadRefCookie).toBe(false);
    await onboard(second.cookie);
    expect((await inviters()).json()).toEqual([]);
  });

  it("does not count the inviter's own other address, nor a person's second account", async () => {
    const inviter = await signUp(t.app, { name: 'Alias Inviter', email: 'Alias.Inviter@example.com' });
    // The inviter again, behind a +tag.
    await onboard((await signUpThroughLink(inviter.id, { email: 'alias.inviter+second@example.com' })).cookie);
    expect((await inviters()).json()).toEqual([]);

    // One friend signs up twice: Gmail ignores dots and +tags, so both addresses are one person.
    await onboard((await signUpThroughLink(inviter.id, { email: 'pat.friend@gmail.com' })).cookie);
    await onboard((await signUpThroughLink(inviter.id, { email: 'patfriend+again@gmail.com' })).cookie);
    expect((await inviters()).json()[0].inviteCount).toBe(1);

    // Someone who already had an account before the invite is no new person either.
    await signUp(t.app, { name: 'Old Member', email: 'old.member@example.com' });
    await onboard((await signUpThroughLink(inviter.id, { email: 'old.member+new@example.com' })).cookie);
    expect((await inviters()).json()[0].inviteCount).toBe(1);
  });

  it.each([
    ['an ordinary week (EST)', '2026-11-22T04:59:00Z', '2026-11-22T05:00:00Z'],
    ['the week the clocks go forward', '2026-03-08T04:59:00Z', '2026-03-08T05:00:00Z'],
    ['the week the clocks go back', '2026-11-01T03:59:00Z', '2026-11-01T04:00:00Z'],
  ])('in %s, a sign-up on Saturday 23:59 New York counts for the old week', async (_, saturday, sunday) => {
    const before = await insertUser(t.db, { name: 'Saturday Inviter' });
    const after = await insertUser(t.db, { name: 'Sunday Inviter' });
    await insertUser(t.db, { name: 'Invitee One', referredBy: before.id, createdAt: new Date(saturday) });
    await insertUser(t.db, { name: 'Invitee Two', referredBy: after.id, createdAt: new Date(sunday) });
    const at = async (now: number) =>
      (await createLeaderboardService({ db: t.db, cache: false, now: () => now }).weeklyInviters()).map(
        (e) => e.user.firstName,
      );
    expect(await at(Date.parse(sunday) + 3600_000)).toEqual(['Sunday']);
    expect(await at(Date.parse(saturday) + 30_000)).toEqual(['Saturday']);
  });

  it('breaks ties by who reached the count first', async () => {
    const slow = await insertUser(t.db, { name: 'Slow Inviter' });
    const quick = await insertUser(t.db, { name: 'Quick Inviter' });
    const now = Date.parse('2026-11-25T18:00:00Z');
    await insertUser(t.db, { name: 'A', referredBy: slow.id, createdAt: new Date('2026-11-24T10:00:00Z') });
    await insertUser(t.db, { name: 'B', referredBy: quick.id, createdAt: new Date('2026-11-23T10:00:00Z') });
    const board = await createLeaderboardService({ db: t.db, cache: false, now: () => now }).weeklyInviters();
    expect(board.map((e) => [e.user.firstName, e.inviteCount])).toEqual([
      ['Quick', 1],
      ['Slow', 1],
    ]);
  });
});
