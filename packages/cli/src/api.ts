import type { z } from 'zod';
import { CliError } from './exit-codes';
import type { Io } from './io';
import { version } from './version';

/** The server's error body: `{ message, code }` on every route. */
const messageOf = async (res: Response) => {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
};

/** What a refused request means for the person at the command line. */
export const failureOf = async (res: Response, server: string): Promise<CliError> => {
  const message = await messageOf(res);
  switch (res.status) {
    case 401:
      return new CliError(
        'notSignedIn',
        `Your sign-in to ${server} has expired or was revoked. Run \`agentsy login\` again.`,
      );
    case 403:
      return new CliError('notPurchased', message || 'You do not have access to this download.');
    case 404:
      return new CliError('notFound', message || 'Not found.');
    case 410:
      return new CliError('revoked', message || 'This version was withdrawn.');
    case 429:
      return new CliError(
        'serverError',
        `Too many requests; try again in ${res.headers.get('retry-after') ?? 'a minute'} seconds.`,
      );
    default:
      return new CliError('serverError', `${server} answered ${res.status}${message ? `: ${message}` : ''}.`);
  }
};

export type Api = ReturnType<typeof createApi>;

/** Requests to one Agentsy server, with the buyer token when there is one. */
export const createApi = (io: Io, server: string, token?: string) => {
  const request = async (pathOrUrl: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('user-agent', `agentsy/${version} node/${process.versions.node}`);
    try {
      return await io.fetch(new URL(pathOrUrl, server), { ...init, headers });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CliError(
        'unreachable',
        `Cannot reach ${server} (${cause}). Check the address (--server or AGENTSY_SERVER) and your connection.`,
      );
    }
  };

  /** A JSON answer checked against its contract; any refusal becomes a CliError. */
  const json = async <T>(pathOrUrl: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> => {
    const res = await request(pathOrUrl, init);
    if (!res.ok) throw await failureOf(res, server);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success)
      throw new CliError('serverError', `${server} sent an answer this command does not understand.`);
    return parsed.data;
  };

  return { server, request, json };
};
