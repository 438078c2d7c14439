import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { listenOnFreePort, openEventStream } from '../../test/event-stream';
import { as, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (s: Session | undefined, method: 'GET' | 'PATCH' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: s ? as(s) : {} });

/** `n` version notices for a user, as the notices job writes them. */
const notify = (db: Database, userId: string, n: number, from = 0) =>
  db.transaction((tx) =>
    notifyUsers(
      tx,
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: 'version_published' as const,
        subjectId: `v-${from + i}`,
        link: '/orders',
        data: { listingId: 'l', listingTitle: 'Agent', version: `1.${from + i}.0`, changelog: 'x' },
      })),
    ),
  );

describe('notifications center', () => {
  it('pages newest first by cursor with the unread count; reading one or all lowers it', async () => {
    const user = await makeUser(t.app, t.db);
    const other = await makeUser(t.app, t.db);
    await notify(t.db, user.userId, 25);
    await notify(t.db, other.userId, 1);
    const first = (await call(user, 'GET', '/api/notifications')).json();
    expect(first.items).toHaveLength(20);
    expect(first.unreadCount).toBe(25);
    expect(first.items[0]).toMatchObject({ kind: 'version_published', readAt: null, data: { version: '1.24.0' } });
    const second = (await call(user, 'GET', `/api/notifications?cursor=${first.nextCursor}`)).json();
    expect(second.items.map((n: { data: { version: string } }) => n.data.version)).toEqual([
      '1.4.0',
      '1.3.0',
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(second.nextCursor).toBeNull();
    const read = await call(user, 'PATCH', `/api/notifications/${first.items[0].id}/read`);
    expect(read.json()).toEqual({ unreadCount: 24 });
    expect((await call(user, 'PATCH', `/api/notifications/${first.items[0].id}/read`)).json()).toEqual({
      unreadCount: 24,
    });
    expect((await call(user, 'POST', '/api/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await call(other, 'GET', '/api/notifications')).json().unreadCount).toBe(1);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const user = await makeUser(t.app, t.db);
    const other = await makeUser(t.app, t.db);
    await notify(t.db, other.userId, 1);
    const theirs = (await call(other, 'GET', '/api/notifications')).json().items[0].id;
    expect((await call(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(user, 'GET', '/api/notifications?cursor=abc')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/notifications?limit=1000')).statusCode).toBe(400);
    const foreign = await call(user, 'PATCH', `/api/notifications/${theirs}/read`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Notification not found.']);
    expect((await call(user, 'PATCH', '/api/notifications/nope/read')).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/notifications')).json().unreadCount).toBe(1);
  });

  it('reaches an open tab live over the event stream, once per notice', async () => {
    const user = await makeUser(t.app, t.db);
    const url = await listenOnFreePort(t.app);
    const stream = await openEventStream(url, user.cookie);
    await notify(t.db, user.userId, 2);
    await notify(t.db, user.userId, 2); // the same notices again: nothing new to stream
    await notify(t.db, user.userId, 1, 2);
    const events = await stream.waitFor((e) => e.length === 3);
    expect(events.map((e) => (e.data as { type: string; unreadCount: number }).unreadCount)).toEqual([1, 2, 3]);
    expect(events[2]!.data).toMatchObject({ type: 'notification', notification: { data: { version: '1.2.0' } } });
    await call(user, 'POST', '/api/notifications/read-all');
    const [, , , read] = await stream.waitFor((e) => e.length === 4);
    expect(read!.data).toEqual({ type: 'notifications_read', unreadCount: 0 });
    stream.close();
  });
});
