import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { webhookLimits, webhookMessages } from '@agentsy/contracts';
import { hostOf, isPublicAddress, lookupPinnedTo } from '../../lib/pinned-address';

/** Where webhooks may go: https only and public addresses only, unless the settings allow more. */
export type TargetRules = { allowInsecure: boolean; allowPrivate: boolean };
export type Resolve = (host: string) => Promise<string[]>;

export const resolveWithSystem: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export type Target = { ok: true; url: URL; address: string } | { ok: false; problem: string };

/**
 * Reads and checks a target: its scheme, then every address its name resolves to. The caller
 * connects to the address checked here, so a second lookup (DNS rebinding) cannot move it.
 */
export const checkTarget = async (raw: string, rules: TargetRules, resolve: Resolve): Promise<Target> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: webhookMessages.badUrl };
  }
  if (url.username || url.password || !['https:', 'http:'].includes(url.protocol)) {
    return { ok: false, problem: webhookMessages.badUrl };
  }
  if (url.protocol !== 'https:' && !rules.allowInsecure) return { ok: false, problem: webhookMessages.notHttps };
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { ok: false, problem: webhookMessages.unresolvable(host) };
  const refused = rules.allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a));
  if (refused) return { ok: false, problem: webhookMessages.privateAddress(host, refused) };
  return { ok: true, url, address: addresses[0]! };
};

export type SendResult = {
  /** The HTTP status, when the receiver answered. */
  status?: number;
  durationMs: number;
  responseStart?: string;
  error?: string;
};

/**
 * One POST of a delivery: the target checked now (not only when it was saved), the connection
 * made to the checked address, redirects not followed (a 3xx is a failed attempt), the whole
 * exchange cut at 10 s, and only the start of the answer kept.
 */
export const postWebhook = async (
  { url: raw, headers, body }: { url: string; headers: Record<string, string>; body: string },
  rules: TargetRules,
  resolve: Resolve,
  timeoutMs: number = webhookLimits.timeoutMs,
): Promise<SendResult> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = await checkTarget(raw, rules, resolve);
  if (!target.ok) return { durationMs: elapsed(), error: target.problem };
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const answer = await postOnce(target.url, target.address, headers, body, signal).catch((err: Error) => {
      // The receiver closed a kept-alive connection as it was reused: once more on a new one.
      if ((err as StaleSocket).reusedSocket && (err as NodeJS.ErrnoException).code === 'ECONNRESET') {
        return postOnce(target.url, target.address, headers, body, signal, false);
      }
      throw err;
    });
    return { status: answer.status, responseStart: answer.start, durationMs: elapsed() };
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
    const error = timedOut
      ? `No answer within ${timeoutMs / 1000} s.`
      : `Could not connect (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`;
    return { durationMs: elapsed(), error };
  }
};

type StaleSocket = Error & { reusedSocket?: boolean };

/**
 * Connections kept open between deliveries, as receivers are sent to again and again. A kept
 * socket was made to an address checked when it was opened, under the same rules, so reusing
 * it goes nowhere a new check would refuse. Idle sockets do not keep the process alive.
 */
const keptOpen = {
  http: new http.Agent({ keepAlive: true, maxFreeSockets: 8 }),
  https: new https.Agent({ keepAlive: true, maxFreeSockets: 8 }),
};

const postOnce = (
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  reuse = true,
) =>
  new Promise<{ status: number; start: string }>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const host = hostOf(url);
    const request = (secure ? https : http).request({
      host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Agentsy-Webhooks/1',
      },
      lookup: lookupPinnedTo(address),
      servername: isIP(host) ? undefined : host,
      agent: reuse ? (secure ? keptOpen.https : keptOpen.http) : false,
      signal,
    });
    request.on('error', (err: StaleSocket) => {
      err.reusedSocket = request.reusedSocket;
      reject(err);
    });
    request.on('response', (res) => {
      const max = webhookLimits.responseStartChars;
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        resolve({ status: res.statusCode ?? 0, start: Buffer.concat(chunks).toString('utf8').slice(0, max) });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // The start is all that is kept: stop reading a long answer there.
        if (size >= max * 4) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    request.end(body);
  });
