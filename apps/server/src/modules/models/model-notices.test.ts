import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, updateNoticeMutes, userPreferences } from '../../db/schema';
import { as, makeAdmin, makeListing, makeSeller, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { QueueMails } from '../mail/mail.service';
import { listingWithBuyers, published, refundOrder } from '../releases/releases.fixtures';
import { sendModelNotices } from './model-notices';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.reset();
  admin = await makeAdmin(t.app, t.db);
});

const queueMails: QueueMails = (tx, template, mails) => t.app.mail.queueMany(tx, template, mails);
const run = (now: string, batch?: number) => sendModelNotices({ db: t.db, queueMails }, { now: new Date(now), batch });

const addModel = async (id: string, fields: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/models',
    headers: as(admin),
    payload: { id, provider: 'Acme', name: id.toUpperCase(), status: 'active', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const patchModel = async (id: string, patch: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/models/${id}`,
    headers: as(admin),
    payload: patch,
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** Publishes a version of the listing whose compatibility targets `models`. */
const targeting = (seller: Session, listingId: string, version: string, models: string[]) =>
  published(t.app, seller, listingId, {
    version,
    changelog: 'x',
    compatibility: JSON.stringify({ targets: [{ platform: 'python', models }] }),
  });

const noticesOf = (kind: 'model_deprecated' | 'model_shutdown_soon') =>
  t.db.select().from(notifications).where(eq(notifications.kind, kind));
const mailsOf = (template: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

describe('seller notices when a model is deprecated', () => {
  it('tells each seller once per listing whose current version targets the model, mail included', async () => {
    await addModel('acme-1', { shutdownDate: '2027-06-30' });
    await addModel('acme-2');
    const seller = await makeSeller(t.app, t.db);
    const a = await makeListing(t.app, t.db, seller.userId);
    const b = await makeListing(t.app, t.db, seller.userId);
    await targeting(seller, a.id, '1.1.0', ['acme-1']);
    await targeting(seller, b.id, '1.1.0', ['acme-1', 'acme-2']);
    // A listing that moved on: its current version no longer targets the model.
    const other = await makeSeller(t.app, t.db);
    const c = await makeListing(t.app, t.db, other.userId);
    await targeting(other, c.id, '1.1.0', ['acme-1']);
    await targeting(other, c.id, '1.2.0', ['acme-2']);

    expect((await run('2027-01-10T09:00:00Z')).sellers).toBe(0);
    await patchModel('acme-1', { status: 'deprecated', replacement: 'acme-2' });
    expect(await run('2027-01-10T10:00:00Z')).toEqual({ batches: 1, sellers: 2, buyers: 0, mailed: 2 });

    const rows = await noticesOf('model_deprecated');
    expect(rows.map((r) => [r.userId, r.subjectId]).sort()).toEqual(
      [
        [seller.userId, `${a.id}:acme-1`],
        [seller.userId, `${b.id}:acme-1`],
      ].sort(),
    );
    expect(rows.find((r) => r.subjectId.startsWith(a.id))).toMatchObject({
      link: '/seller-dashboard',
      data: {
        listingId: a.id,
        listingTitle: a.title,
        modelId: 'acme-1',
        modelName: 'ACME-1',
        shutdownDate: '2027-06-30',
        replacement: 'ACME-2',
      },
    });
    // The list call shows them, newest first, as the contract says.
    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(seller) });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.slice(0, 2)
        .map((n: { kind: string }) => n.kind),
    ).toEqual(['model_deprecated', 'model_deprecated']);
    const mails = await mailsOf('modelDeprecated');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ userId: seller.userId, kind: 'seller' });
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`ACME-1 is deprecated: ${a.title} targets it`, `ACME-1 is deprecated: ${b.title} targets it`].sort(),
    );
    expect(mails[0]!.text).toContain('will shut down on 30 Jun 2027');
    expect(mails[0]!.text).toContain('suggests ACME-2 instead');

    // Run again, later, or after another edit of the model: nothing more.
    await patchModel('acme-1', { name: 'Acme One' });
    expect(await run('2027-01-10T11:00:00Z')).toEqual({ batches: 0, sellers: 0, buyers: 0, mailed: 0 });
    expect(await noticesOf('model_deprecated')).toHaveLength(2);
    expect(await mailsOf('modelDeprecated')).toHaveLength(2);
  });

  it('covers a model created deprecated, a batch at a time, and two passes at once write each notice once', async () => {
    await addModel('acme-old', { status: 'deprecated' });
    const sellers = [];
    for (let i = 0; i < 3; i += 1) {
      const seller = await makeSeller(t.app, t.db);
      const listing = await makeListing(t.app, t.db, seller.userId);
      await targeting(seller, listing.id, '1.1.0', ['acme-old']);
      sellers.push(seller.userId);
    }
    const [one, two] = await Promise.all([run('2027-01-10T10:00:00Z', 2), run('2027-01-10T10:00:00Z', 2)]);
    expect(one!.sellers + two!.sellers).toBe(3);
    expect(one!.mailed + two!.mailed).toBe(3);
    expect((await noticesOf('model_deprecated')).map((r) => r.userId).sort()).toEqual([...sellers].sort());
    expect(await mailsOf('modelDeprecated')).toHaveLength(3);
  });
});

describe('buyer notices before a model shuts down', () => {
  it('tells each entitled buyer once, from 30 days before the shutdown, and not refunded ones', async () => {
    await addModel('acme-1', { shutdownDate: '2027-03-31', replacement: null });
    await addModel('acme-2');
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 3);
    await targeting(seller, listing.id, '1.1.0', ['acme-1']);
    await refundOrder(t.db, buyers[2]!.orderId);
    // Buyers of a listing whose current version moved to another model hear nothing.
    const moved = await listingWithBuyers(t.app, t.db, 1);
    await targeting(moved.seller, moved.listing.id, '1.1.0', ['acme-1']);
    await targeting(moved.seller, moved.listing.id, '1.2.0', ['acme-2']);
    // The first buyer turned product update mails off: the notice, but no mail.
    await t.db.insert(userPreferences).values({ userId: buyers[0]!.session.userId, productUpdates: false });
    // Muting a listing's update notices does not silence a warning that it may stop working.
    await t.db.insert(updateNoticeMutes).values({ userId: buyers[1]!.session.userId, listingId: listing.id });

    // 31 days before: too early.
    expect((await run('2027-02-28T12:00:00Z')).buyers).toBe(0);
    expect(await noticesOf('model_shutdown_soon')).toHaveLength(0);

    expect(await run('2027-03-01T12:00:00Z')).toEqual({ batches: 1, sellers: 0, buyers: 2, mailed: 1 });
    const rows = await noticesOf('model_shutdown_soon');
    expect(rows.map((r) => r.userId).sort()).toEqual([buyers[0]!.session.userId, buyers[1]!.session.userId].sort());
    expect(rows[0]).toMatchObject({
      subjectId: `${listing.id}:acme-1`,
      link: `/orders?listing=${listing.id}`,
      data: { listingId: listing.id, modelId: 'acme-1', shutdownDate: '2027-03-31', replacement: null },
    });
    const mails = await mailsOf('modelShutdownSoon');
    expect(mails.map((m) => [m.userId, m.kind])).toEqual([[buyers[1]!.session.userId, 'product_update']]);
    expect(mails[0]!.subject).toBe(`ACME-1 shuts down on 31 Mar 2027: ${listing.title} may stop working`);

    // Run twice more: nothing new.
    expect((await run('2027-03-01T13:00:00Z')).buyers).toBe(0);
    expect((await run('2027-03-20T13:00:00Z')).buyers).toBe(0);
    expect(await noticesOf('model_shutdown_soon')).toHaveLength(2);
    expect(await mailsOf('modelShutdownSoon')).toHaveLength(1);
  });

  it('says nothing once the model is retired or its shutdown day has passed', async () => {
    await addModel('acme-1', { shutdownDate: '2027-03-31' });
    const { seller, listing } = await listingWithBuyers(t.app, t.db, 1);
    await targeting(seller, listing.id, '1.1.0', ['acme-1']);
    expect((await run('2027-04-01T00:00:00Z')).buyers).toBe(0);
    await patchModel('acme-1', { status: 'retired' });
    expect((await run('2027-03-10T00:00:00Z')).buyers).toBe(0);
    const left = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'model_shutdown_soon'), inArray(notifications.subjectId, [`${listing.id}:acme-1`])),
      );
    expect(left).toHaveLength(0);
  });
});
