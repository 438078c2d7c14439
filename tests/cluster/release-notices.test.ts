import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buy } from './support/checkout';
import { query } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { holdEventStream } from './support/event-stream';
import { createVisitor, type Visitor } from './support/visitor';

/**
 * Update notices with two app processes: both run the notices job (every 5 seconds), so each
 * buyer must still get one notification and one mail per version, and a buyer's event stream
 * must carry the notification whichever process wrote it.
 */
const title = `Release Notices ${randomUUID().slice(0, 8)}`;
const appUrl = (n: number) => `http://127.0.0.1:${inject('appPorts')[n]}`;

/** The same signed-in browser, talking to one app process directly instead of through nginx. */
const pinned = (visitor: Visitor, baseUrl: string) => {
  const direct = createVisitor(baseUrl);
  for (const [name, value] of visitor.cookies) direct.cookies.set(name, value);
  return direct;
};

const publish = (seller: Visitor, listingId: string, version: string) => {
  const form = new FormData();
  form.append('version', version);
  form.append('changelog', `What ${version} fixes`);
  form.append('file', new Blob([JSON.stringify({ name: 'Notice checker', version })]), 'agent.json');
  return seller.send('POST', `/api/listings/${listingId}/versions`, { body: form });
};

const newBuyer = async () => {
  const visitor = createVisitor();
  const email = `notices-${randomUUID()}@cluster.agentsy.test`;
  const res = await visitor.post('/api/auth/sign-up/email', {
    name: 'Notice Reader',
    email,
    password: 'correct horse battery',
  });
  expect(res.status, res.text).toBe(200);
  return visitor;
};

/** Waits until the job has gone through every buyer of the version. */
const noticesDone = (versionId: string) =>
  expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            'primary',
            'select count(*)::int as n from version_notice_runs where version_id = $1 and done_at is not null',
            [versionId],
          )
        )[0]!.n,
      { timeout: 40_000 },
    )
    .toBe(1);

let seller: Visitor;
let listingId: string;
let demoBuyer: Visitor;
let buyerIds: string[];

beforeAll(async () => {
  seller = createVisitor();
  const s = demoAccount('seller');
  await seller.signIn(s.email, s.password);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title,
    description: 'Sold to a few buyers, then updated, to check the notices',
    price: '9.00',
    platform: 'python',
    useCase: 'productivity',
  })) {
    form.append(k, v);
  }
  form.append('file', new Blob([JSON.stringify({ name: 'Notice checker' })]), 'agent.json');
  const created = await seller.send('POST', '/api/listings', { body: form });
  expect(created.status, created.text).toBe(201);
  listingId = created.json<{ id: string }>().id;

  demoBuyer = createVisitor();
  const b = demoAccount('buyer');
  await demoBuyer.signIn(b.email, b.password);
  const buyers = [demoBuyer, await newBuyer(), await newBuyer(), await newBuyer()];
  for (const buyer of buyers) await buy(buyer, listingId);
  buyerIds = [];
  for (const buyer of buyers) buyerIds.push((await buyer.get('/api/auth/user')).json<{ id: string }>().id);
  // The last buyer turns notices of this listing off and must get neither a notification nor a mail.
  const mute = await buyers[3]!.send('PUT', `/api/listings/${listingId}/update-notices`, { json: { enabled: false } });
  expect(mute.status, mute.text).toBe(200);
});

describe('update notices with two app processes', () => {
  it('every entitled buyer gets exactly one notification and one mail per version', async () => {
    const published = await publish(seller, listingId, '1.1.0');
    expect(published.status, published.text).toBe(201);
    const versionId = published.json<{ id: string }>().id;
    await noticesDone(versionId);

    const notified = await query<{ user_id: string; n: number }>(
      'primary',
      'select user_id, count(*)::int as n from notifications where subject_id = $1 group by user_id order by user_id',
      [versionId],
    );
    const entitled = buyerIds.slice(0, 3).sort();
    expect(notified).toEqual(entitled.map((id) => ({ user_id: id, n: 1 })));
    const mailed = await query<{ user_id: string; n: number }>(
      'primary',
      `select user_id, count(*)::int as n from mail_outbox
       where template = 'versionPublished' and subject = $1 group by user_id order by user_id`,
      [`${title} 1.1.0 is available`],
    );
    expect(mailed).toEqual(entitled.map((id) => ({ user_id: id, n: 1 })));
  });

  it("a buyer's event stream on one process receives the notice of a version published through the other", async () => {
    // One stream on each process: whichever process's job writes the notification, one stream
    // sits on the other process and must receive it through the database's NOTIFY.
    const streams = [
      await holdEventStream(demoBuyer.cookieHeader(), appUrl(0)),
      await holdEventStream(demoBuyer.cookieHeader(), appUrl(1)),
    ];
    try {
      expect(streams.map((s) => s.status)).toEqual([200, 200]);
      const published = await publish(pinned(seller, appUrl(1)), listingId, '1.2.0');
      expect(published.status, published.text).toBe(201);
      const versionId = published.json<{ id: string }>().id;
      for (const stream of streams) {
        await expect
          .poll(() => noticeFrames(stream.received()), { timeout: 40_000 })
          .toContainEqual({ version: '1.2.0', listingId });
      }
      // Each stream got it once.
      for (const stream of streams) {
        expect(noticeFrames(stream.received()).filter((d) => d.version === '1.2.0')).toHaveLength(1);
      }
      await noticesDone(versionId);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});

/** The version_published notifications among the frames a stream received so far. */
const noticeFrames = (received: string) =>
  received
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; notification?: { kind: string; data: object } })
    .filter((e) => e.type === 'notification' && e.notification?.kind === 'version_published')
    .map((e) => {
      const data = e.notification!.data as { version: string; listingId: string };
      return { version: data.version, listingId: data.listingId };
    });
