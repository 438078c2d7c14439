import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../db/schema';
import { as, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers, notifyUsersAlike } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const notice = (version: string) => ({
  kind: 'version_published' as const,
  subjectId: `v-${version}`,
  link: '/orders',
  data: { listingId: 'l', listingTitle: 'Agent', version, changelog: 'Fixes the **timeout**' },
});

describe('one notification to many users', () => {
  it('streams each user the notification as the list call shows it, with their unread count', async () => {
    const users = [await makeUser(t.app, t.db), await makeUser(t.app, t.db), await makeUser(t.app, t.db)];
    // The first already has two unread notices and has read a third.
    await t.db.transaction((tx) =>
      notifyUsers(
        tx,
        ['1.0.0', '1.0.1', '1.0.2'].map((v) => ({ userId: users[0]!.userId, ...notice(v) })),
      ),
    );
    const first = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(users[0]!) })).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first.items[0].id}/read`,
      headers: as(users[0]!),
    });
    const ids = users.map((u) => u.userId);
    const written = await t.db.transaction((tx) => notifyUsersAlike(tx, [...ids, ids[1]!], notice('1.1.0')));
    expect(written.map((w) => w.userId)).toEqual(ids);
    for (const [i, user] of users.entries()) {
      const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(user) })).json();
      const events = await t.db.select().from(liveEvents).where(eq(liveEvents.userId, user.userId));
      expect(events.at(-1)?.payload).toEqual({
        type: 'notification',
        notification: listed.items[0],
        unreadCount: i === 0 ? 3 : 1,
      });
      expect(listed.unreadCount).toBe(i === 0 ? 3 : 1);
    }
    // A rerun writes nothing and streams nothing.
    const before = await t.db.select().from(liveEvents).where(inArray(liveEvents.userId, ids));
    expect(await t.db.transaction((tx) => notifyUsersAlike(tx, ids, notice('1.1.0')))).toEqual([]);
    expect(await t.db.select().from(liveEvents).where(inArray(liveEvents.userId, ids))).toHaveLength(before.length);
  });

  it('is two statements whatever the number of users: the notifications, then their events', async () => {
    const users: Session[] = [];
    for (let i = 0; i < 12; i++) users.push(await makeUser(t.app, t.db));
    const statements = await t.db.transaction(async (tx) => {
      const execute = vi.spyOn(tx, 'execute');
      const select = vi.spyOn(tx, 'select');
      await notifyUsersAlike(
        tx,
        users.map((u) => u.userId),
        notice('2.0.0'),
      );
      return execute.mock.calls.length + select.mock.calls.length;
    });
    expect(statements).toBe(2);
    const events = await t.db
      .select()
      .from(liveEvents)
      .where(
        inArray(
          liveEvents.userId,
          users.map((u) => u.userId),
        ),
      );
    expect(events).toHaveLength(12);
  });
});
