import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listen } from '../../db/client';
import {
  deleteLiveEventsBefore,
  findLatestLiveEventId,
  LIVE_EVENTS_CHANNEL,
  listLiveEventsAfter,
} from './live-events.repo';
import { deletePresence, insertPresence, PRESENCE_REFRESH_MS, refreshPresence } from './presence.repo';

export type LiveEventsOptions = {
  db: Database;
  listen: Listen;
  log: FastifyBaseLogger;
  /** Comment lines on idle streams, so proxies and browsers keep them open. */
  heartbeatMs?: number;
  /**
   * Bytes a stream may have waiting for a slow reader before it is closed. The client reconnects
   * with its Last-Event-ID and replays what it missed from the database, so nothing is lost and
   * a reader that stopped reading cannot grow the server's memory.
   */
  maxBufferedBytes?: number;
  /** How long events are kept for replay; older ones are deleted once an hour. */
  retentionMs?: number;
};

type Stream = { id: string; userId: string; res: ServerResponse; cursor: number | undefined };

const BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The reconnect delay a closing process leaves in each stream: short, since the browser's next
 * attempt reaches another process through the load balancer.
 */
export const RECONNECT_ON_CLOSE_MS = 500;

const frame = (id: number, payload: unknown) => `id: ${id}\ndata: ${JSON.stringify(payload)}\n\n`;

/**
 * Every open `GET /api/events` stream of this process. A NOTIFY names a user with new events;
 * the user's streams then read them from the database after their own cursor, so an event
 * reaches each stream once, in order, whichever process wrote it.
 */
export const createLiveEvents = ({
  db,
  listen,
  log,
  heartbeatMs = 25_000,
  maxBufferedBytes = 256 * 1024,
  retentionMs = 3 * 24 * HOUR_MS,
}: LiveEventsOptions) => {
  const streamsByUser = new Map<string, Set<Stream>>();
  /** Users whose streams are being fed, and whether more arrived meanwhile. */
  const feeding = new Map<string, { again: boolean }>();
  let stopListening: (() => Promise<void>) | undefined;
  let closed = false;

  const drop = (stream: Stream) => {
    const set = streamsByUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) streamsByUser.delete(stream.userId);
    if (!stream.res.writableEnded) stream.res.end();
    deletePresence(db, [stream.id]).catch((error: unknown) =>
      log.error({ err: error }, 'could not remove the presence of a closed stream'),
    );
  };

  const write = (stream: Stream, chunk: string) => {
    // Until its cursor is set, a stream has not sent its headers: a heartbeat now would send
    // default ones first.
    if (stream.cursor === undefined || stream.res.writableEnded) return;
    stream.res.write(chunk);
    if (stream.res.writableLength > maxBufferedBytes) {
      log.info({ userId: stream.userId }, 'event stream closed: its reader fell too far behind');
      drop(stream);
    }
  };

  const feedOnce = async (userId: string) => {
    const ready = [...(streamsByUser.get(userId) ?? [])].filter((s) => s.cursor !== undefined);
    if (ready.length === 0) return false;
    const from = Math.min(...ready.map((s) => s.cursor!));
    const events = await listLiveEventsAfter(db, userId, from, BATCH);
    for (const stream of ready) {
      for (const event of events) {
        if (event.id <= stream.cursor!) continue;
        write(stream, frame(event.id, event.payload));
        stream.cursor = event.id;
      }
    }
    return events.length === BATCH;
  };

  /** Feeds a user's streams; a call while that runs makes it look once more instead of racing it. */
  const feed = async (userId: string) => {
    const running = feeding.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    feeding.set(userId, state);
    try {
      while (state.again && !closed) {
        state.again = false;
        if (await feedOnce(userId)) state.again = true;
      }
    } catch (error) {
      log.error({ err: error, userId }, 'could not deliver live events');
    } finally {
      feeding.delete(userId);
    }
  };

  const onNotify = (payload: string) => {
    if (payload === '*') for (const userId of streamsByUser.keys()) void feed(userId);
    else if (streamsByUser.has(payload)) void feed(payload);
  };

  const heartbeat = setInterval(() => {
    for (const set of streamsByUser.values()) for (const stream of set) write(stream, ': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  // Presence rows tell every process who reads live, so a message mails only those who do not.
  const presence = setInterval(() => {
    const ids = [...streamsByUser.values()].flatMap((set) => [...set].map((stream) => stream.id));
    refreshPresence(db, ids).catch((error: unknown) => log.error({ err: error }, 'could not refresh stream presence'));
  }, PRESENCE_REFRESH_MS);
  presence.unref();

  const prune = () =>
    deleteLiveEventsBefore(db, new Date(Date.now() - retentionMs)).catch((error: unknown) =>
      log.error({ err: error }, 'could not prune live events'),
    );
  const pruning = setInterval(prune, HOUR_MS);
  pruning.unref();

  return {
    start: async () => {
      stopListening = await listen(LIVE_EVENTS_CHANNEL, onNotify);
      void prune();
    },

    /**
     * Serves one stream until the client leaves. Without a Last-Event-ID it starts at the user's
     * newest event; with one it first replays everything after it.
     */
    open: async (userId: string, lastEventId: number | undefined, res: ServerResponse) => {
      const stream: Stream = { id: randomUUID(), userId, res, cursor: undefined };
      let set = streamsByUser.get(userId);
      if (!set) {
        set = new Set();
        streamsByUser.set(userId, set);
      }
      set.add(stream);
      res.on('close', () => drop(stream));
      // Registered before the cursor is read, so an event written in between is still fed below;
      // the headers go out only once the cursor is set, so what the client does next is seen.
      const cursor = lastEventId ?? (await findLatestLiveEventId(db, userId));
      await insertPresence(db, stream.id, userId);
      if (res.destroyed) {
        await deletePresence(db, [stream.id]);
        return;
      }
      stream.cursor = cursor;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // A stream is the whole life of its connection. Said so, a proxy never returns the
        // connection to its keep-alive pool when the stream ends: when a process shuts down and
        // ends its streams, nginx would otherwise hand that connection to a new request just as
        // the process closes it (a POST so lost is a 502 nginx does not retry).
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      await feed(userId);
    },

    /** How many streams are open; for tests and the benchmark. */
    openStreams: () => [...streamsByUser.values()].reduce((n, set) => n + set.size, 0),

    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      clearInterval(pruning);
      clearInterval(presence);
      const streams = [...streamsByUser.values()].flatMap((set) => [...set]);
      for (const stream of streams) {
        if (stream.cursor !== undefined && !stream.res.writableEnded) {
          stream.res.write(`retry: ${RECONNECT_ON_CLOSE_MS}\n\n`);
        }
        drop(stream);
      }
      await deletePresence(
        db,
        streams.map((stream) => stream.id),
      ).catch(() => undefined);
      await stopListening?.();
    },
  };
};

export type LiveEvents = ReturnType<typeof createLiveEvents>;

/**
 * Appends events for users in the caller's transaction; they reach every open stream once it
 * commits. Other modules (notifications) write their events through this.
 */
export { appendLiveEvents, appendSelectedLiveEvents } from './live-events.repo';
