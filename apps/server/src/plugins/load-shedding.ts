import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even while the process sheds load (liveness, metrics). */
    shed?: boolean;
  }
}

/** Route config of what must answer while the process sheds load. */
export const SHED_EXEMPT = { shed: false } as const;

export type LoadSheddingOptions = {
  /** Mean event loop delay (ms) over a sample above which requests are refused; 0 turns it off. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
  /** How often the delay is sampled. */
  sampleIntervalMs?: number;
};

const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/** A person opening a page, who should get a page, not a JSON body. */
const isPageLoad = (req: FastifyRequest) =>
  req.method === 'GET' && !req.url.startsWith('/api/') && (req.headers.accept ?? '').includes('text/html');

/** Says so in plain words and loads the page again once the wait the server asked for is over. */
const busyPage = (retryAfterSeconds: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Agentsy</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
  `<h1>Agentsy</h1><p>${BUSY_MESSAGE}</p></body></html>`;

/**
 * When the event loop lags, every queued request waits behind it and latency grows without bound.
 * Refusing new requests at once with 503 and Retry-After lets the load balancer or the client go
 * elsewhere or come back, and lets this process catch up. Liveness is never refused: a lagging
 * process is busy, not dead.
 */
export const registerLoadShedding = async (
  app: FastifyInstance,
  { maxEventLoopDelayMs, retryAfterSeconds, sampleIntervalMs = 500 }: LoadSheddingOptions,
) => {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterSeconds,
    // A value returned is sent as the reply (the plugin's typings only know `void`).
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (req.routeOptions.config?.shed === false) return undefined;
      req.log.warn({ type, value }, 'shedding load');
      reply.status(503).header('retry-after', String(retryAfterSeconds));
      if (isPageLoad(req)) {
        reply.type('text/html; charset=utf-8');
        return busyPage(retryAfterSeconds);
      }
      return {
        message: BUSY_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
        requestId: req.id,
      };
    }) as never,
  });
};
