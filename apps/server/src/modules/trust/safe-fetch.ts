import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { hostOf, isPublicAddress, lookupPinnedTo } from '../../lib/pinned-address';

export type SafeFetchOptions = {
  /** The name's addresses, from the resolver the DNS check uses. */
  resolve: (host: string) => Promise<string[]>;
  /** Which resolved addresses may be connected to; the default is public ones only. */
  isAllowed?: (address: string) => boolean;
  /** Plain http is allowed (tests); otherwise every hop must be https. */
  allowHttp: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The port of a URL that names none; tests serve the file on a port of their own. */
  defaultPort?: number;
};

export type FetchResult =
  | { ok: true; url: string; status: number; body: string }
  | { ok: false; url: string; problem: string };

class Refused extends Error {}

/**
 * A GET that cannot be pointed at the inside of our network: each hop's name is resolved first,
 * every address checked, and the connection made to that checked address (a second lookup could
 * answer differently: DNS rebinding). Redirects are followed by hand, each hop checked the same
 * way; the body is cut at `maxBytes` and the whole exchange at `timeoutMs`.
 */
export const safeFetch = async (start: string, o: SafeFetchOptions): Promise<FetchResult> => {
  const isAllowed = o.isAllowed ?? isPublicAddress;
  const deadline = AbortSignal.timeout(o.timeoutMs);
  let url = new URL(start);
  try {
    for (let hop = 0; hop <= o.maxRedirects; hop += 1) {
      if (url.protocol !== 'https:' && !(o.allowHttp && url.protocol === 'http:')) {
        throw new Refused(`it led to ${url.href}, which is not https`);
      }
      const host = hostOf(url);
      const addresses = isIP(host) ? [host] : await o.resolve(host);
      if (addresses.length === 0) throw new Refused(`${host} has no address`);
      const refused = addresses.find((a) => !isAllowed(a));
      if (refused) throw new Refused(`${host} points to ${refused}, a private or reserved address`);
      const answer = await getOnce(url, addresses[0]!, o, deadline);
      if (answer.location === undefined) return { ok: true, url: url.href, status: answer.status, body: answer.body };
      url = new URL(answer.location, url);
    }
    throw new Refused(`it redirected more than ${o.maxRedirects} times`);
  } catch (err) {
    const reason =
      err instanceof Refused
        ? err.message
        : deadline.aborted
          ? `no answer within ${o.timeoutMs / 1000} s`
          : `it could not be reached (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`;
    return { ok: false, url: start, problem: `The file at ${start} was not fetched: ${reason}.` };
  }
};

const getOnce = (url: URL, address: string, o: SafeFetchOptions, signal: AbortSignal) =>
  new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const host = hostOf(url);
    const request = (secure ? https : http).request({
      host,
      port: url.port || o.defaultPort || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { 'user-agent': 'Agentsy domain verification', accept: 'text/plain' },
      lookup: lookupPinnedTo(address),
      servername: isIP(host) ? undefined : host,
      agent: false,
      signal,
    });
    request.on('error', reject);
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        return resolve({ status, location: res.headers.location, body: '' });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= o.maxBytes) res.destroy();
      });
      const done = () => resolve({ status, body: Buffer.concat(chunks).subarray(0, o.maxBytes).toString('utf8') });
      res.on('end', done);
      res.on('close', done);
      res.on('error', reject);
    });
    request.end();
  });
