import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectRaw, type RawConnection, requestHead } from '../raw-http';

/**
 * Upload bodies only a real socket can send (docs/decisions/046): broken multipart framing, a
 * body cut short or stalled half way, one trickling in, and a refused upload followed by another
 * request on the same connection. Each case reports what came back and how long it took; the
 * caller checks that nothing was 5xx, nothing stayed open and no file stayed behind.
 */
export type BrokenBodyOutcome = { label: string; statuses: number[]; closed: boolean; ms: number; answered: boolean };

/** What each upload route reads; a route not listed gets a file in the field "file". */
const fileFieldOf = (url: string) => (url.includes('avatar') ? 'avatar' : url.includes('video') ? 'video' : 'file');

/** An MP4's first box: past the extension check, into the content check and storage. */
const mp4Head = () => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomiso2mp41', 16, 'latin1');
  return box;
};

const multipartBody = (field: string, content: Buffer) => {
  const boundary = `----attack${randomUUID()}`;
  const filename = field === 'avatar' ? 'me.png' : field === 'video' ? 'demo.mp4' : 'agent.txt';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA title\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, content, tail };
};

type Case = {
  label: string;
  /** Sends the request; resolves when it has sent all it will. */
  send: (c: RawConnection, head: (contentType: string, length: number) => string) => Promise<void>;
  /** Whether the outcome is over: an answer, or the connection closed. */
  isOver: (c: RawConnection) => boolean;
};

const answeredOrClosed = (n: number) => (c: RawConnection) => c.statuses().length >= n || c.isClosed();

const cases = (field: string): Case[] => {
  const { boundary, head, content, tail } = multipartBody(field, Buffer.concat([mp4Head(), Buffer.alloc(20_000, 7)]));
  const type = `multipart/form-data; boundary=${boundary}`;
  const whole = Buffer.concat([head, content, tail]);
  return [
    {
      label: 'body ends without its closing boundary',
      send: async (c, h) => {
        const body = Buffer.concat([head, content]);
        c.write(h(type, body.length) + body.toString('latin1'));
      },
      isOver: answeredOrClosed(1),
    },
    {
      label: 'boundary never appears',
      send: async (c, h) => {
        const body = Buffer.alloc(30_000, 0x41);
        c.write(h(type, body.length));
        c.write(body);
      },
      isOver: answeredOrClosed(1),
    },
    {
      label: 'multipart without a boundary parameter',
      send: async (c, h) => c.write(h('multipart/form-data', whole.length) + whole.toString('latin1')),
      isOver: answeredOrClosed(1),
    },
    {
      label: 'cut short, then the client half-closes',
      send: async (c, h) => {
        c.write(h(type, whole.length));
        c.write(whole.subarray(0, head.length + 5000));
        await sleep(50);
        c.end();
      },
      isOver: answeredOrClosed(1),
    },
    {
      label: 'cut short, then the client goes away',
      send: async (c, h) => {
        c.write(h(type, whole.length));
        c.write(whole.subarray(0, head.length + 5000));
        await sleep(50);
        c.destroy();
      },
      isOver: (c) => c.isClosed(),
    },
    {
      label: 'stalls half way',
      send: async (c, h) => {
        c.write(h(type, whole.length));
        c.write(whole.subarray(0, head.length + 5000));
      },
      isOver: answeredOrClosed(1),
    },
    {
      label: 'trickles in a few bytes at a time',
      send: async (c, h) => {
        c.write(h(type, whole.length));
        for (let i = 0; i < whole.length && !c.isClosed(); i += 16) {
          c.write(whole.subarray(i, i + 16));
          await sleep(100);
        }
      },
      isOver: answeredOrClosed(1),
    },
    {
      label: 'refused early, then a second request on the same connection',
      send: async (c, h) => {
        const refused = multipartBody(
          field,
          Buffer.concat([Buffer.from('not what the name says'), Buffer.alloc(3_000_000, 9)]),
        );
        const body = Buffer.concat([refused.head, refused.content, refused.tail]);
        c.write(h(`multipart/form-data; boundary=${refused.boundary}`, body.length));
        c.write(body);
        c.write(requestHead('GET', '/healthz', {}));
      },
      isOver: answeredOrClosed(2),
    },
  ];
};

/** Sends every case to `url` on `port` as the holder of `cookie`, one connection each, all at once. */
export const sendBrokenBodies = async ({
  port,
  url,
  cookie,
  origin,
  waitMs,
}: {
  port: number;
  url: string;
  cookie?: string;
  origin: string;
  /** How long a case may stay open before it counts as never answered. */
  waitMs: number;
}): Promise<BrokenBodyOutcome[]> =>
  Promise.all(
    cases(fileFieldOf(url)).map(async (c): Promise<BrokenBodyOutcome> => {
      const conn = await connectRaw(port);
      const started = Date.now();
      const head = (contentType: string, length: number) =>
        requestHead('POST', url, {
          ...(cookie ? { cookie } : {}),
          origin,
          'content-type': contentType,
          'content-length': length,
        });
      await c.send(conn, head);
      const answered = await conn.waitFor(() => c.isOver(conn), waitMs);
      const outcome = {
        label: `POST ${url} ${c.label}`,
        statuses: conn.statuses(),
        closed: conn.isClosed(),
        ms: Date.now() - started,
        answered,
      };
      conn.destroy();
      return outcome;
    }),
  );
