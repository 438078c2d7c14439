import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort, openEventStream, type StreamedEvent } from '../../test/event-stream';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { createLiveEvents } from './live-events';

let t: TestApp;
let other: FastifyInstance;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  t = await createTestApp({ liveEvents: { heartbeatMs: 100 } });
  other = await t.startAnotherApp();
  urlA = await listenOnFreePort(t.app);
  urlB = await listenOnFreePort(other);
});
afterAll(() => t.close());

type Session = { cookie: string; id: string };
const post = (app: FastifyInstance, url: string, who: Session, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });

const contents = (events: StreamedEvent[]) =>
  events.flatMap((e) =>
    (e.data as LiveEvent).type === 'message'
      ? [(e.data as Extract<LiveEvent, { type: 'message' }>).item.message.content]
      : [],
  );

const pair = async () => ({ buyer: await signUp(t.app), seller: await signUp(t.app) });

describe('GET /api/events', () => {
  it('streams a new message to both participants with each one’s unread count', async () => {
    const { buyer, seller } = await pair();
    const sellerStream = await openEventStream(urlA, seller.cookie);
    const buyerStream = await openEventStream(urlA, buyer.cookie);
    expect(sellerStream.status).toBe(200);
    expect(sellerStream.contentType).toContain('text/event-stream');
    // Never pooled by a proxy: see live-events.ts.
    expect(sellerStream.connection).toBe('close');
    const res = await post(t.app, '/api/conversations', buyer, {
      receiverId: seller.id,
      content: 'Is it still for sale?',
    });
    const [event] = await sellerStream.waitFor((e) => e.length === 1);
    expect(event!.data).toMatchObject({
      type: 'message',
      conversationId: res.json().id,
      unreadCount: 1,
      item: { message: { content: 'Is it still for sale?', senderId: buyer.id }, sender: { id: buyer.id } },
    });
    const [own] = await buyerStream.waitFor((e) => e.length === 1);
    expect(own!.data).toMatchObject({ type: 'message', unreadCount: 0 });
    sellerStream.close();
    buyerStream.close();
  });

  it('reaches a stream opened on another app process sharing the database', async () => {
    const { buyer, seller } = await pair();
    const onB = await openEventStream(urlB, seller.cookie);
    await post(t.app, '/api/conversations', buyer, { receiverId: seller.id, content: 'Sent through A' });
    await onB.waitFor((e) => contents(e).includes('Sent through A'));
    onB.close();
  });

  it('tells the sender when the other side read the conversation', async () => {
    const { buyer, seller } = await pair();
    const id = (await post(t.app, '/api/conversations', buyer, { receiverId: seller.id, content: 'Hi' })).json().id;
    const buyerStream = await openEventStream(urlB, buyer.cookie);
    await t.app.inject({ method: 'PATCH', url: `/api/conversations/${id}/read`, headers: { cookie: seller.cookie } });
    const [read] = await buyerStream.waitFor((e) => e.length === 1);
    expect(read!.data).toMatchObject({
      type: 'read',
      conversationId: id,
      readerId: seller.id,
      readAt: expect.any(String),
    });
    buyerStream.close();
  });

  it('replays everything after Last-Event-ID on reconnect, in order and once', async () => {
    const { buyer, seller } = await pair();
    const id = (await post(t.app, '/api/conversations', buyer, { receiverId: seller.id, content: 'one' })).json().id;
    const first = await openEventStream(urlA, seller.cookie);
    await post(t.app, `/api/conversations/${id}/messages`, buyer, { content: 'two' });
    const [seen] = await first.waitFor((e) => e.length === 1);
    first.close();
    // Sent while the seller was away.
    await post(other, `/api/conversations/${id}/messages`, buyer, { content: 'three' });
    await post(t.app, `/api/conversations/${id}/messages`, buyer, { content: 'four' });
    const again = await openEventStream(urlB, seller.cookie, seen!.id);
    const replayed = await again.waitFor((e) => e.length === 2);
    expect(contents(replayed)).toEqual(['three', 'four']);
    expect(replayed[0]!.id).toBeGreaterThan(seen!.id);
    expect(replayed[1]!.id).toBeGreaterThan(replayed[0]!.id);
    expect(replayed.at(-1)!.data).toMatchObject({ unreadCount: 4 });
    again.close();
  });

  it('keeps an idle stream alive with heartbeats', async () => {
    const { buyer } = await pair();
    const stream = await openEventStream(urlA, buyer.cookie);
    await stream.waitFor(() => stream.heartbeats() >= 2);
    stream.close();
  });

  it('ends open streams when the app closes', async () => {
    const { buyer } = await pair();
    const third = await t.startAnotherApp();
    const stream = await openEventStream(await listenOnFreePort(third), buyer.cookie);
    await third.close();
    await stream.untilEnded();
  });
});

/** A response whose reader never reads: everything written stays buffered. */
const stalledResponse = () => {
  const res = new EventEmitter() as EventEmitter & Record<string, unknown>;
  let buffered = 0;
  const calls: string[] = [];
  Object.assign(res, {
    calls,
    writableEnded: false,
    destroyed: false,
    writeHead: () => {
      calls.push('writeHead');
      return res;
    },
    write: (chunk: string) => {
      calls.push('write');
      buffered += Buffer.byteLength(chunk);
      return false;
    },
    end: () => {
      res.writableEnded = true;
      res.emit('close');
    },
  });
  Object.defineProperty(res, 'writableLength', { get: () => buffered });
  return res as unknown as ServerResponse & { writableEnded: boolean; calls: string[] };
};

describe('a stream being opened', () => {
  it('sends its headers before any heartbeat, however soon one is due', async () => {
    const { buyer } = await pair();
    const live = createLiveEvents({ db: t.db, listen: t.listen, log: t.app.log, heartbeatMs: 1 });
    await live.start();
    const res = stalledResponse();
    await live.open(buyer.id, undefined, res);
    await expect.poll(() => res.calls.length).toBeGreaterThan(2);
    expect(res.calls[0]).toBe('writeHead');
    await live.close();
  });
});

describe('a reader that falls behind', () => {
  it('has its stream closed once too much waits for it, and replays the rest on reconnect', async () => {
    const { buyer, seller } = await pair();
    const live = createLiveEvents({ db: t.db, listen: t.listen, log: t.app.log, maxBufferedBytes: 2_000 });
    await live.start();
    const stalled = stalledResponse();
    await live.open(seller.id, undefined, stalled);
    const id = (
      await post(t.app, '/api/conversations', buyer, { receiverId: seller.id, content: 'x'.repeat(1500) })
    ).json().id;
    await post(t.app, `/api/conversations/${id}/messages`, buyer, { content: 'y'.repeat(1500) });
    await expect.poll(() => stalled.writableEnded).toBe(true);
    expect(live.openStreams()).toBe(0);
    await live.close();
    const again = await openEventStream(urlA, seller.cookie, 0);
    expect(contents(await again.waitFor((e) => e.length === 2))).toEqual(['x'.repeat(1500), 'y'.repeat(1500)]);
    again.close();
  });
});
