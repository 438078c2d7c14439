import type { ApiErrorBody, ErrorCode } from '@agentsy/contracts';
import { takeInitialResponse } from './initial-responses';
import type { UploadAnswer, UploadControl } from './upload-request';

/**
 * A non-2xx answer. The message stays "status: body" (docs/product.md#conventions); the server's
 * `{ message, code, requestId, title, fields }` body is read once into typed fields, so callers
 * branch on `status` or `code` instead of matching text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: ErrorCode | undefined;
  readonly requestId: string | undefined;
  /** The server's human message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The toast heading the server chose, when it gave one. */
  readonly serverTitle: string | undefined;
  /** Per-field messages of a refused payload, keyed by field path ("price", "tags.0"). */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed?.code;
    this.requestId = parsed?.requestId;
    this.serverMessage = parsed?.message;
    this.serverTitle = parsed?.title;
    this.fields = parsed?.fields ?? {};
  }
}

const parseErrorBody = (body: string): Partial<ApiErrorBody> | undefined => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
};

/** A 200 whose body does not match the contract: the client and the server have drifted. */
export class ResponseContractError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Response of ${url} does not match its contract`, { cause });
  }
}

export const isUnauthorizedError = (error: unknown) => error instanceof ApiError && error.status === 401;

type Contracts = typeof import('@agentsy/contracts');
type Schema<T> = { parse: (data: unknown) => T };
type SchemaName = { [K in keyof Contracts]: Contracts[K] extends Schema<unknown> ? K : never }[keyof Contracts];
type Parsed<K extends SchemaName> = Contracts[K] extends Schema<infer T> ? T : never;

/** Loads a response schema only when responses are checked, so zod stays out of the first load. */
export type ResponseContract<T> = () => Promise<Schema<T>>;

/** The response of a call is `name` from the contracts package. */
export const contract =
  <K extends SchemaName>(name: K): ResponseContract<Parsed<K>> =>
  async () =>
    (await import('@agentsy/contracts'))[name] as unknown as Schema<Parsed<K>>;

/** The response is a list of `name`. */
export const contractList =
  <K extends SchemaName>(name: K): ResponseContract<Parsed<K>[]> =>
  async () => {
    const [contracts, { z }] = await Promise.all([import('@agentsy/contracts'), import('zod')]);
    return z.array(contracts[name] as unknown as import('zod').ZodType<Parsed<K>>);
  };

// Development and tests always check; a production build checks when built with
// VITE_CHECK_RESPONSES=true (the check costs a lazy chunk and a parse per call).
const checkResponses = import.meta.env.DEV || import.meta.env.VITE_CHECK_RESPONSES === 'true';

const parseWith = async <T>(url: string, value: unknown, response?: ResponseContract<T>): Promise<T> => {
  if (!response || !checkResponses) return value as T;
  const schema = await response();
  try {
    return schema.parse(value);
  } catch (caught) {
    // Loud in the console too: a query that fails quietly would only show the screen's error state.
    console.error(`Response of ${url} does not match its contract`, caught);
    throw new ResponseContractError(url, caught);
  }
};

const throwIfNotOk = async (res: Response) => {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
};

/** Credentials always; a JSON body and content type only when there is a body. */
export const apiRequest = async (method: string, url: string, data?: unknown): Promise<Response> => {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
};

/** Every call names its response contract (`undefined` data for a call without a body). */
export const apiJson = async <T>(
  method: string,
  url: string,
  data: unknown,
  response: ResponseContract<T>,
): Promise<T> => {
  const initial = method === 'GET' ? takeInitialResponse(url) : undefined;
  if (initial) return parseWith(url, initial.body, response);
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return parseWith(url, text ? JSON.parse(text) : undefined, response);
};

/**
 * An upload that ended without an answer: the connection closed while the file was still on its
 * way. A server that refuses a file early may close the connection instead of reading the rest of
 * it, and the browser can then report the closed connection rather than the refusal.
 */
export class UploadInterruptedError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Upload to ${url} ended without an answer`, { cause });
  }
}

/**
 * Multipart uploads (lib/upload-request.ts sends them): `control` reports the bytes sent and
 * cancels; a cancelled upload rejects with UploadCancelledError, which no screen shows as a failure.
 */
export const apiUpload = async <T>(
  url: string,
  form: FormData,
  { method = 'POST', response, ...control }: { method?: string; response: ResponseContract<T> } & UploadControl,
): Promise<T> => {
  let answer: UploadAnswer;
  try {
    // Loaded with the first upload: the pages most people see never send a file.
    const { sendForm } = await import('./upload-request');
    answer = await sendForm(method, url, form, control);
  } catch (caught) {
    if (isUploadCancelled(caught)) throw caught;
    throw new UploadInterruptedError(url, caught);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.text, answer.statusText);
  return parseWith(url, answer.text ? JSON.parse(answer.text) : undefined, response);
};

/** The person cancelled the upload: no screen shows it as a failure. */
export const isUploadCancelled = (error: unknown) => error instanceof Error && error.name === 'UploadCancelledError';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: the first element of the key is the path. */
export const getQueryFn =
  <T>({ on401, response }: { on401: UnauthorizedBehavior; response?: ResponseContract<T> }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const url = queryKey[0] as string;
    const res = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseWith(url, await res.json(), response);
  };

/** The server's message for a failed call, else the screen's own wording. */
export const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

export const uploadInterruptedMessage =
  'The upload stopped before the server answered. Check the file type and size, then try again.';

/**
 * The message of a failed upload's toast: the server's own words when it refused the file (415,
 * 413, 507...), the interrupted-upload wording when the connection closed first, else `fallback`
 * (also for a 500, whose message says nothing the screen's wording does not).
 */
export const uploadFailureMessage = (error: unknown, fallback: string) => {
  if (error instanceof UploadInterruptedError) return uploadInterruptedMessage;
  return error instanceof ApiError && error.status !== 500 ? serverMessageOr(error, fallback) : fallback;
};
