import { inject } from 'vitest';

/** The header nginx adds in the test cluster (scripts/cluster/nginx.ts): which app answered. */
const UPSTREAM_HEADER = 'x-agentsy-upstream';

export type Answer = {
  status: number;
  upstream: string;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json: <T = unknown>() => T;
};

/**
 * A client of the cluster's public address with its own cookie jar, as one browser would be;
 * every answer says which app process served it.
 */
export const createVisitor = (baseUrl = inject('clusterUrl')) => {
  const cookies = new Map<string, string>();

  const keepCookies = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
  };

  const request = async (
    method: string,
    path: string,
    { json, body, headers = {} }: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    keepCookies(res.headers);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString();
    return {
      status: res.status,
      upstream: res.headers.get(UPSTREAM_HEADER) ?? '',
      headers: res.headers,
      bytes,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  };

  return {
    cookies,
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, json?: unknown) => request('POST', path, { json: json ?? {} }),
    patch: (path: string, json: unknown) => request('PATCH', path, { json }),
    send: request,
    signIn: async (email: string, password: string) => {
      const res = await request('POST', '/api/auth/sign-in/email', { json: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return res;
    },
  };
};

export type Visitor = ReturnType<typeof createVisitor>;

/** Asks until an answer comes from another process than `other` (round robin: the next or the one after). */
export const fromAnotherProcess = async (other: string, ask: () => Promise<Answer>) => {
  for (let tries = 0; tries < 4; tries += 1) {
    const answer = await ask();
    if (answer.upstream !== other) return answer;
  }
  throw new Error(`every answer came from ${other}`);
};
