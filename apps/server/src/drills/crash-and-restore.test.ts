import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sandboxCards } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { unbalancedTransactions } from '../modules/ledger/ledger.repo';
import { type DrillClient, type DrillSession, drillClient, isOk } from '../test/drill-client';
import { createDrillStore, type DrillStore } from '../test/drill-database';
import { type ServerProcess, startServerProcess } from '../test/server-process';

/**
 * Crash and restore drill, on the real server process (PGlite in a data folder, or PostgreSQL
 * under TEST_DATABASE_URL):
 * 1. a burst of purchases, refunds, a double-submitted payout and messages over HTTP; the server
 *    is killed with SIGKILL while a charged card has no order yet (CRASH_DRILL_HOLD_CHARGE parks
 *    that one request between the two steps) and other requests are in flight;
 * 2. restarted on the same data, its reconciliation pass makes the missing order, once;
 * 3. `npm run backup` runs against the restarted server, and `npm run restore` unpacks it into
 *    a fresh folder (or database) holding every account, order, ledger entry and file.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
const BURST_BUYERS = 4;
const PRICE = '10.00';
/** Setup makes 3 charges; the 2nd charge of the burst is the one the crash interrupts. */
const HOLD_CHARGE = 5;

describe('crash and restore drill', () => {
  let store: DrillStore;
  let restoredStore: DrillStore;
  let server: ServerProcess | undefined;
  let api: DrillClient;
  const stopServer = async () => {
    await server?.stop();
    server = undefined;
  };
  beforeAll(async () => {
    store = await createDrillStore('crash-drill');
    restoredStore = await createDrillStore('restored');
  });
  afterAll(async () => {
    await server?.kill9();
    await store?.drop();
    if (store) rmSync(backupFile(), { force: true });
    await restoredStore?.drop();
  });

  const card = { cardNumber: sandboxCards.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

  /** Checkout as the web app does it; stops at the first step that does not answer 2xx. */
  const buy = async (buyer: DrillSession, listingId: string) => {
    const intent = await api.post('create intent', buyer, '/api/create-payment-intent', { listingId });
    if (!isOk(intent)) return { intent };
    const { clientSecret, paymentIntentId } = intent.body as { clientSecret: string; paymentIntentId: string };
    intentOwners.set(paymentIntentId, { buyer, listingId });
    const confirm = await api.post('confirm card', buyer, '/api/payments/sandbox/confirm', { clientSecret, ...card });
    if (!isOk(confirm)) return { intent, paymentIntentId, confirm };
    const processed = await api.post('process payment', buyer, '/api/process-payment', { paymentIntentId, listingId });
    return { intent, paymentIntentId, confirm, processed };
  };

  type Cast = { seller: DrillSession; buyers: DrillSession[]; listings: string[]; ordersToRefund: string[] };
  let cast: Cast;
  const charged: { buyer: string; listingId: string; paymentIntentId: string }[] = [];
  const acknowledged = {
    orders: [] as string[],
    refunds: [] as string[],
    approvedRefunds: [] as string[],
    payouts: [] as string[],
    messages: [] as string[],
  };
  let heldIntent: string;

  const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
    rowsOf<T>(await handle.db.execute(query));

  it('acknowledged writes survive SIGKILL mid-burst; the charge the crash cut off becomes one order', async () => {
    server = await startServerProcess({ ...store.env, CRASH_DRILL_HOLD_CHARGE: String(HOLD_CHARGE) });
    api = drillClient(server.url);

    const seller = await api.signUp('Drill Seller');
    const listings: string[] = [];
    for (const title of ['Crash Agent One', 'Crash Agent Two', 'Crash Agent Three']) {
      const res = await api.createListing(seller, title, PRICE, `print("${title}")\n`);
      expect(res.status).toBe(201);
      listings.push((res.body as { id: string }).id);
    }
    // Each file is scanned first, in a second or two; a listing is for sale once its scan is clean.
    for (const id of listings) {
      await expect
        .poll(
          async () => {
            const scan = await api.get('scan', seller, `/api/listings/${id}/versions/1.0.0/scan`);
            return (scan.body as { status?: string }).status;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe('clean');
    }
    const buyers: DrillSession[] = [];
    for (let i = 1; i <= BURST_BUYERS; i++) buyers.push(await api.signUp(`Drill Buyer ${i}`));
    const ordersToRefund: string[] = [];
    for (const buyer of buyers.slice(0, 3)) {
      const bought = await buy(buyer, listings[0]!);
      expect(bought.processed?.status).toBe(200);
      ordersToRefund.push((bought.processed!.body as { id: string }).id);
    }
    cast = { seller, buyers, listings, ordersToRefund };

    // The burst: everything at once, each flow stopping at its first failure.
    const purchases = buyers.flatMap((buyer) =>
      listings.slice(1).map(async (listingId) => {
        const bought = await buy(buyer, listingId);
        if (bought.confirm && isOk(bought.confirm))
          charged.push({ buyer: buyer.id, listingId, paymentIntentId: bought.paymentIntentId! });
        if (bought.processed && isOk(bought.processed))
          acknowledged.orders.push((bought.processed.body as { id: string }).id);
      }),
    );
    const refunds = ordersToRefund.slice(0, 2).map(async (orderId, i) => {
      const asked = await api.post('ask refund', buyers[i]!, '/api/refunds', {
        orderId,
        reason: 'not-working',
        description: 'drill',
      });
      if (!isOk(asked)) return;
      const refundId = (asked.body as { id: string }).id;
      acknowledged.refunds.push(refundId);
      const approved = await api.post('approve refund', seller, `/api/refunds/${refundId}/respond`, {
        action: 'approve',
        message: 'Sorry about that',
      });
      if (isOk(approved)) acknowledged.approvedRefunds.push(refundId);
    });
    const payouts = [1, 2].map(async () => {
      const res = await api.post('request payout', seller, '/api/payouts', {
        amount: '5.00',
        payoutMethod: 'paypal',
        paypalEmail: 'seller@drill.agentsy.dev',
      });
      if (isOk(res)) acknowledged.payouts.push((res.body as { id: string }).id);
    });
    const messages = buyers.map(async (buyer, i) => {
      const started = await api.post('start conversation', buyer, '/api/conversations', {
        participantId: seller.id,
        initialMessage: `Hello from buyer ${i + 1}`,
      });
      if (!isOk(started)) return;
      const conversationId = (started.body as { id: string }).id;
      for (let n = 1; n <= 5; n++) {
        const sent = await api.post('send message', buyer, `/api/conversations/${conversationId}/messages`, {
          content: `Message ${n} from buyer ${i + 1}`,
        });
        if (!isOk(sent)) return;
        acknowledged.messages.push((sent.body as { message: { id: string } }).message.id);
      }
    });
    const burst = Promise.allSettled([...purchases, ...refunds, ...payouts, ...messages]);

    heldIntent = (await server.waitForLine(/crash-drill: holding (\S+)/))[1]!;
    await server.kill9();
    await burst;
    const cutOff = api.journal.filter((e) => e.status === 0).length;
    const answered = api.journal.filter(isOk).length;
    // Mid-burst: some calls were answered before the kill and some never were.
    expect({ answered: answered > 0, cutOff: cutOff > 0 }).toEqual({ answered: true, cutOff: true });

    // Restart on the same data; reconciliation runs at start and books the held charge.
    server = await startServerProcess(store.env);
    api = drillClient(server.url);
    const held = intentOwners.get(heldIntent);
    if (!held) throw new Error(`the held intent ${heldIntent} was not created by the drill`);
    // Polls what the buyer sees (their orders page) until the pass has run; it runs once at start.
    const deadline = Date.now() + 60_000;
    while (!(await hasCompletedOrder(held.buyer, held.listingId)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await hasCompletedOrder(held.buyer, held.listingId)).toBe(true);
    // The server is healthy and keeps taking new work after the crash.
    const after = await buy(cast.buyers[3]!, cast.listings[0]!);
    expect(after.processed?.status).toBe(200);

    // The backup is taken from this running server (checked against the stopped data below).
    await run('npm', ['run', '-s', 'backup', backupFile()], { cwd: repoRoot, env: { ...process.env, ...store.env } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 300_000);

  const backupFile = () => path.join(store.dataDir, '..', `${path.basename(store.dataDir)}-backup.tar.gz`);

  /** The buyer and listing of every intent created, to find whose checkout the crash cut off. */
  const intentOwners = new Map<string, { buyer: DrillSession; listingId: string }>();
  const hasCompletedOrder = async (buyer: DrillSession, listingId: string) => {
    const orders = await api.get('orders', buyer, '/api/orders');
    return (
      isOk(orders) &&
      (orders.body as { listingId: string; status: string }[]).some(
        (o) => o.listingId === listingId && o.status === 'completed',
      )
    );
  };

  it('after the restart: every 2xx is stored, the ledger balances, and each charged card is one order', async () => {
    await stopServer();
    const handle = await store.open();
    try {
      const ids = async (table: string, list: string[]) => {
        if (!list.length) return [];
        const found = await rows<{ id: string }>(
          handle,
          sql`select id::text as id from ${sql.raw(table)} where id::text in (${sql.join(
            list.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        return found.map((r) => r.id).sort();
      };
      expect(await ids('orders', acknowledged.orders)).toEqual([...acknowledged.orders].sort());
      expect(await ids('refund_requests', acknowledged.refunds)).toEqual([...acknowledged.refunds].sort());
      expect(await ids('payouts', acknowledged.payouts)).toEqual([...acknowledged.payouts].sort());
      expect(await ids('messages', acknowledged.messages)).toEqual([...acknowledged.messages].sort());
      expect(await ids('users', [cast.seller.id, ...cast.buyers.map((b) => b.id)])).toHaveLength(1 + BURST_BUYERS);

      // An approved refund is whole: the request approved, the order refunded.
      for (const refundId of acknowledged.approvedRefunds) {
        const [r] = await rows<{ status: string; order_status: string }>(
          handle,
          sql`select r.status, o.status as order_status from refund_requests r join orders o on o.id = r.order_id where r.id = ${refundId}`,
        );
        expect(r).toEqual({ status: 'approved', order_status: 'refunded' });
      }
      // The double-submitted payout made one payout at most.
      expect(acknowledged.payouts.length).toBeLessThanOrEqual(1);

      // Every card the sandbox charged (the held one included) is exactly one order, or was given back.
      const chargedIntents = await rows<{ provider_intent_id: string; status: string; orders: number }>(
        handle,
        sql`select p.provider_intent_id, p.status, count(o.id)::int as orders
          from sandbox_intents s join payment_intents p on p.provider_intent_id = s.id
          left join orders o on o.payment_intent_id = p.id
          where s.status = 'succeeded' group by p.provider_intent_id, p.status`,
      );
      expect(chargedIntents.map((c) => c.provider_intent_id)).toEqual(
        expect.arrayContaining([heldIntent, ...charged.map((c) => c.paymentIntentId)]),
      );
      for (const c of chargedIntents) {
        if (c.status === 'refunded') expect(c.orders).toBe(0);
        else expect(c).toMatchObject({ status: 'succeeded', orders: 1 });
      }
      expect(chargedIntents.find((c) => c.provider_intent_id === heldIntent)).toMatchObject({ orders: 1 });

      expect(await unbalancedTransactions(handle.db)).toEqual([]);
      snapshot = await snapshotOf(handle, store.dataDir);
    } finally {
      await handle.close();
    }
  }, 120_000);

  type Snapshot = { accounts: string[]; orders: string[]; ledger: string[]; files: Record<string, string> };
  let snapshot: Snapshot;

  /** What a restore must bring back: accounts, orders, ledger entries, and every stored file's bytes. */
  const snapshotOf = async (handle: DatabaseHandle, dataDir: string): Promise<Snapshot> => {
    const list = async (query: ReturnType<typeof sql>) =>
      (await rows<{ v: string }>(handle, query)).map((r) => r.v).sort();
    const uploads = path.join(dataDir, 'uploads');
    const files: Record<string, string> = {};
    const keys = await list(sql`select file_key as v from listings`);
    for (const key of keys) files[key] = readFileSync(path.join(uploads, key), 'utf8');
    return {
      accounts: await list(sql`select id || ' ' || email as v from users`),
      orders: await list(sql`select id || ' ' || status || ' ' || amount_cents as v from orders`),
      ledger: await list(sql`select id || ' ' || account || ' ' || amount_cents as v from ledger_entries`),
      files,
    };
  };

  it('npm run restore puts the backup taken while the server ran into a fresh place, with everything', async () => {
    // A folder or database that is not empty is refused, and left as it was.
    const refused = await run('npm', ['run', '-s', 'restore', backupFile()], {
      cwd: repoRoot,
      env: { ...process.env, ...store.env },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/not empty|already has/) });

    await run('npm', ['run', '-s', 'restore', backupFile()], {
      cwd: repoRoot,
      env: { ...process.env, ...restoredStore.env },
    });
    expect(existsSync(path.join(restoredStore.dataDir, 'uploads'))).toBe(true);
    const handle = await restoredStore.open();
    try {
      const restored = await snapshotOf(handle, restoredStore.dataDir);
      expect(restored).toEqual(snapshot);
      expect(await unbalancedTransactions(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
    expect(readdirSync(restoredStore.dataDir)).toEqual(expect.arrayContaining(['session-secret', 'uploads']));
  }, 300_000);
});
