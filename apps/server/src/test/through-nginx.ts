import { appendFileSync } from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';

/**
 * What the API suite's cluster stage (tests/cluster/api-global-setup.ts) hands every test file:
 * where nginx listens, the primary the app processes write to, the object storage they share,
 * and the settings they run with, which the in-process app of each file must match.
 */
export type ApiThroughNginx = {
  url: string;
  databaseUrl: string;
  /** The S3_* settings of the cluster's s3rver. */
  storageEnv: Record<string, string>;
  /** The settings every app process runs with that createTestApp would otherwise choose itself. */
  appEnv: Record<string, string>;
  /** nginx names the answering app process in this response header. */
  upstreamHeader: string;
  /** Each test file appends one JSON line of which process answered how many requests. */
  tallyFile: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    apiThroughNginx?: ApiThroughNginx;
  }
}

/** The cluster stage's settings, or undefined in the ordinary in-process runs. */
export const apiThroughNginx = (): ApiThroughNginx | undefined => inject('apiThroughNginx');

/** Answers through nginx since the test file began (tests/cluster/api-every-file.ts checks it). */
let answered = 0;
export const answeredThroughNginx = {
  count: () => answered,
  reset: () => {
    answered = 0;
  },
};

/** For the few tests that need the in-process app, skipped in the cluster stage with a reason beside them. */
export const throughNginx = () => apiThroughNginx() !== undefined;

type Options = {
  method?: string;
  url: string;
  query?: string | Record<string, string | string[]>;
  headers?: Record<string, string | string[] | number | undefined>;
  cookies?: Record<string, string>;
  payload?: unknown;
  remoteAddress?: string;
  signal?: AbortSignal;
};

const isStream = (value: unknown): value is Readable =>
  !!value && typeof (value as Readable).pipe === 'function' && typeof (value as Readable).on === 'function';

/** The body as light-my-request would send it: objects as JSON, streams read to the end. */
const bodyOf = async (payload: unknown, headers: Record<string, string | string[]>) => {
  if (payload === undefined || payload === null) return undefined;
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (isStream(payload)) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  headers['content-type'] ??= 'application/json';
  return Buffer.from(JSON.stringify(payload));
};

/** The path light-my-request would send (lib/parse-url.js): parsed, with `query` replacing keys. */
const pathOf = (url: string, query: Options['query']) => {
  const target = new URL(url.startsWith('//') ? `http://localhost${url}` : url, 'http://localhost');
  const extra = typeof query === 'string' ? [...new URLSearchParams(query)] : Object.entries(query ?? {});
  for (const [k] of extra) target.searchParams.delete(k);
  for (const [k, v] of extra) {
    for (const value of Array.isArray(v) ? v : [v]) target.searchParams.append(k, value);
  }
  return `${target.pathname}${target.search}`;
};

const cookiesOf = (setCookie: string[]) =>
  setCookie.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const at = pair.indexOf('=');
    const cookie: Record<string, string | boolean> = { name: pair.slice(0, at), value: pair.slice(at + 1) };
    for (const a of attributes) {
      const [key = '', ...rest] = a.split('=');
      cookie[key.charAt(0).toLowerCase() + key.slice(1)] = rest.length ? rest.join('=') : true;
    }
    return cookie;
  });

/**
 * `app.inject` over real HTTP through nginx: the same request (light-my-request's defaults for
 * Host and User-Agent included) and an answer shaped as the tests read light-my-request's.
 * Every answer must name the app process that served it; `upstreams` counts them.
 */
export const createNginxInject = (settings: ApiThroughNginx) => {
  // One pool per source address: a socket is bound to the address it was opened from.
  const agents = new Map<string, http.Agent>();
  const agentFor = (localAddress: string) => {
    let agent = agents.get(localAddress);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress });
      agents.set(localAddress, agent);
    }
    return agent;
  };
  const base = new URL(settings.url);
  const upstreams = new Map<string, number>();

  const send = async (input: Options | string) => {
    const options: Options = typeof input === 'string' ? { url: input } : input;
    // nginx replaces X-Forwarded-For with the connection's own address, so another client address
    // means connecting from it: any of 127.0.0.0/8 is this machine's loopback, nothing else is.
    const localAddress = options.remoteAddress ?? '127.0.0.1';
    if (!localAddress.startsWith('127.')) {
      throw new Error(`a request from ${localAddress} cannot reach nginx on loopback; use a 127.x address`);
    }
    const headers: Record<string, string | string[]> = { host: 'localhost:80', 'user-agent': 'lightMyRequest' };
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (v !== undefined) headers[k.toLowerCase()] = typeof v === 'number' ? String(v) : v;
    }
    if (options.cookies) {
      const pairs = Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`);
      headers.cookie = [headers.cookie, ...pairs].filter(Boolean).join('; ');
    }
    const body = await bodyOf(options.payload, headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<ReturnType<typeof answerOf>>((resolve, reject) => {
      const req = http.request(
        {
          agent: agentFor(localAddress),
          host: base.hostname,
          port: base.port,
          method: (options.method ?? 'GET').toUpperCase(),
          path: pathOf(options.url, options.query),
          headers,
          signal: options.signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            try {
              resolve(answerOf(res, Buffer.concat(chunks)));
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };

  const answerOf = (res: http.IncomingMessage, rawPayload: Buffer) => {
    const upstream = res.headers[settings.upstreamHeader];
    if (typeof upstream !== 'string' || !upstream) {
      throw new Error(`${res.statusCode} without ${settings.upstreamHeader}: nginx did not pass it to an app process`);
    }
    upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
    answered += 1;
    const { [settings.upstreamHeader]: _, ...headers } = res.headers as Record<string, string | string[]>;
    const setCookie = res.headers['set-cookie'] ?? [];
    // light-my-request hands a single Set-Cookie over as a string, several as an array.
    if (setCookie.length === 1) headers['set-cookie'] = setCookie[0]!;
    const payload = rawPayload.toString('utf8');
    return {
      statusCode: res.statusCode ?? 0,
      statusMessage: res.statusMessage ?? '',
      headers,
      rawPayload,
      payload,
      body: payload,
      cookies: cookiesOf(setCookie),
      trailers: {},
      json: <T = unknown>() => JSON.parse(payload) as T,
    };
  };

  return {
    inject: send,
    /**
     * Fails a file whose requests did not reach both app processes (nginx's round robin gives
     * each consecutive request to the next one), and records the file's tally for the stage.
     */
    finish: (file: string) => {
      const total = [...upstreams.values()].reduce((a, b) => a + b, 0);
      for (const agent of agents.values()) agent.destroy();
      appendFileSync(
        settings.tallyFile,
        `${JSON.stringify({ file, total, upstreams: Object.fromEntries(upstreams) })}\n`,
      );
      if (total >= 2 && upstreams.size < 2) {
        throw new Error(`${total} requests through nginx, all answered by ${[...upstreams.keys()].join(', ')}`);
      }
    },
  };
};

/** Sends every `app.inject` of this app through nginx instead of into the in-process app. */
export const injectThroughNginx = (app: FastifyInstance, settings: ApiThroughNginx) => {
  const nginx = createNginxInject(settings);
  Object.defineProperty(app, 'inject', { value: nginx.inject, configurable: true, writable: true });
  return nginx;
};
