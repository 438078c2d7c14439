/** docs/product.md#conventions: a non-2xx answer becomes Error("status: body"), body text or status text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
  /** The server's human message from `{ message }`, when there is one. */
  get serverMessage(): string | undefined {
    return this.parsedBody()?.message;
  }
  /** The toast heading the server chose (`{ title }`), when it gave one. */
  get serverTitle(): string | undefined {
    return this.parsedBody()?.title;
  }
  private parsedBody(): { message?: string; title?: string } | undefined {
    try {
      return JSON.parse(this.body) as { message?: string; title?: string };
    } catch {
      return undefined;
    }
  }
}

export const isUnauthorizedError = (error: unknown) => error instanceof Error && /^401: /.test(error.message);

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

export const apiJson = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

/** Multipart uploads: the browser sets the boundary, so no content type here. */
export const apiUpload = async <T>(url: string, form: FormData, method = 'POST'): Promise<T> => {
  const res = await fetch(url, { method, body: form, credentials: 'include' });
  await throwIfNotOk(res);
  return (await res.json()) as T;
};

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: the first element of the key is the path. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey[0] as string, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };

/** The server's message for a failed call, else the screen's own wording. */
export const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;
