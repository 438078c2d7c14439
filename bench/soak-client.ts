/**
 * The soak's HTTP client: node's fetch with a session cookie per account. The raw-socket loader
 * (load.ts) reads only status lines; the soak's users act on what they read (a client secret, a
 * download link, a conversation id), so they need whole bodies and cookies.
 */
import { recordAnswer, recordError } from './soak-stats';

export type Account = { id: string; email: string; password: string; cookie: string };

const TIMEOUT_MS = 30_000;

export const createClient = (origin: string) => {
  /** One call, timed and recorded under `route`; the parsed body on a 2xx, else undefined. */
  const call = async <T = unknown>(
    route: string,
    path: string,
    {
      method = 'GET',
      account,
      json,
      form,
      expect4xx = false,
    }: { method?: string; account?: Account; json?: unknown; form?: FormData; expect4xx?: boolean } = {},
  ): Promise<{ status: number; body: T | undefined; setCookie: string[] }> => {
    const headers: Record<string, string> = { origin };
    if (account) headers.cookie = account.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const began = performance.now();
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      recordAnswer(route, performance.now() - began, res.status, expect4xx, text);
      const ok = res.status >= 200 && res.status < 300;
      const isJson = res.headers.get('content-type')?.includes('json');
      return {
        status: res.status,
        body: ok && isJson && text ? (JSON.parse(text) as T) : undefined,
        setCookie: res.headers.getSetCookie(),
      };
    } catch (error) {
      recordError(route, error);
      return { status: 0, body: undefined, setCookie: [] };
    }
  };

  const sessionCookie = (setCookie: string[]) =>
    setCookie.find((c) => c.startsWith('agentsy.session_token='))?.split(';')[0];

  const signUp = async (label: string, role: 'buyer' | 'seller'): Promise<Account> => {
    const email = `soak-${label}-${Date.now()}@bench.agentsy.dev`;
    const password = 'soak password 12345';
    const res = await call<{ user: { id: string } }>('setup sign-up', '/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: `Soak ${label}`, email, password },
    });
    const cookie = sessionCookie(res.setCookie);
    if (!res.body || !cookie) throw new Error(`sign-up failed: ${res.status}`);
    const account = { id: res.body.user.id, email, password, cookie };
    const onboard = await call('setup onboarding', '/api/users/complete-onboarding', {
      method: 'POST',
      account,
      json: { role },
    });
    if (onboard.status !== 200) throw new Error(`onboarding failed: ${onboard.status}`);
    return account;
  };

  /** Signs in again with the account's password and keeps the new session, as a returning user would. */
  const signIn = async (account: Account) => {
    const res = await call('POST /api/auth/sign-in/email', '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: account.email, password: account.password },
    });
    const cookie = sessionCookie(res.setCookie);
    if (cookie) account.cookie = cookie;
  };

  return { call, signUp, signIn };
};

export type Client = ReturnType<typeof createClient>;
