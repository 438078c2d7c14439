import { randomUUID } from 'node:crypto';

/** One request of a drill and what came back: `status` 0 when the connection died first. */
export type JournalEntry = { what: string; status: number; body: unknown };

export type DrillSession = { id: string; email: string; cookie: string };

/**
 * Real HTTP calls to a server process, each written down with its answer, so after a crash the
 * drill can check that everything the server acknowledged (2xx) is still there.
 */
export const drillClient = (baseUrl: string) => {
  const journal: JournalEntry[] = [];
  const send = async (what: string, path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', baseUrl);
    if (init.cookie) headers.set('cookie', init.cookie);
    let entry: JournalEntry;
    try {
      const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      entry = { what, status: res.status, body };
      if (init.cookie === undefined) {
        const token = res.headers.getSetCookie().find((c) => c.startsWith('agentsy.session_token='));
        if (token) (entry as JournalEntry & { cookie?: string }).cookie = token.split(';')[0];
      }
    } catch (error) {
      entry = { what, status: 0, body: (error as Error).message };
    }
    journal.push(entry);
    return entry as JournalEntry & { cookie?: string };
  };
  const json = (method: string, body?: object) => ({
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

  return {
    journal,
    signUp: async (name: string): Promise<DrillSession> => {
      const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomUUID().slice(0, 8)}@drill.agentsy.dev`;
      const res = await send(`sign up ${name}`, '/api/auth/sign-up/email', {
        ...json('POST', { name, email, password: 'drill password 123' }),
      });
      if (res.status !== 200 || !res.cookie)
        throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: (res.body as { user: { id: string } }).user.id, email, cookie: res.cookie };
    },
    post: (what: string, s: DrillSession, path: string, body: object) =>
      send(what, path, { ...json('POST', body), cookie: s.cookie }),
    get: (what: string, s: DrillSession, path: string) => send(what, path, { method: 'GET', cookie: s.cookie }),
    createListing: (s: DrillSession, title: string, price: string, content: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        title,
        description: `${title}: an agent for the drill`,
        price,
        platform: 'python',
      }))
        form.set(k, v);
      form.set('file', new Blob([content]), `${title.toLowerCase().replace(/\W/g, '-')}.py`);
      return send(`list ${title}`, '/api/listings', { method: 'POST', body: form, cookie: s.cookie });
    },
  };
};

export type DrillClient = ReturnType<typeof drillClient>;

export const isOk = (e: { status: number }) => e.status >= 200 && e.status < 300;
