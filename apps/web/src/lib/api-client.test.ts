import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  contract,
  contractList,
  isUnauthorizedError,
  type ResponseContract,
  ResponseContractError,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();
/** A response contract that takes any answer as it is: these tests are about the request. */
const anyAnswer: ResponseContract<unknown> = async () => ({ parse: (value: unknown) => value });
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('api client', () => {
  it('turns a non-2xx answer into "status: body"', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Invalid email or password"}', { status: 401 }));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON and its content type only when there is a body', async () => {
    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    await apiJson('POST', '/api/users/enable-seller', undefined, anyAnswer);
    const [, bare] = fetchMock.mock.calls[0]!;
    expect(bare).toMatchObject({ method: 'POST', body: undefined, headers: {}, credentials: 'include' });

    await apiJson('PATCH', '/api/users/switch-role', { activeRole: 'seller' }, anyAnswer);
    const [, withBody] = fetchMock.mock.calls[1]!;
    expect(withBody).toMatchObject({
      body: '{"activeRole":"seller"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('does not treat other errors as logged out', () => {
    expect(isUnauthorizedError(new ApiError(403, '{"message":"no"}', 'Forbidden'))).toBe(false);
    // Only a real answer's status counts, not text that happens to start with 401.
    expect(isUnauthorizedError(new Error('401: {"message":"no"}'))).toBe(false);
  });

  it("reads the server's error body into typed fields", async () => {
    const body = {
      message: 'Price must be at least $0.01',
      code: 'VALIDATION_FAILED',
      requestId: 'req-7',
      fields: { price: 'Price must be at least $0.01' },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 400 }));
    const error = (await apiJson('POST', '/api/listings', {}, anyAnswer).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', requestId: 'req-7' });
    expect(error.fields).toEqual({ price: 'Price must be at least $0.01' });
    expect(error.serverMessage).toBe('Price must be at least $0.01');
  });

  it('gives empty fields and no code when the body is not JSON', () => {
    const error = new ApiError(502, '<html>bad gateway</html>', 'Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.fields).toEqual({});
  });

  it('returns a response that matches its contract', async () => {
    const stats = { agents: 3, sellers: 2, buyers: 5, salesCents: 1999 };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(stats), { status: 200 }));
    await expect(apiJson('GET', '/api/stats/platform', undefined, contract('platformStatsSchema'))).resolves.toEqual(
      stats,
    );
  });

  it('refuses a response that drifted from its contract', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"agents":"three"}', { status: 200 }));
    await expect(
      apiJson('GET', '/api/stats/platform', undefined, contract('platformStatsSchema')),
    ).rejects.toBeInstanceOf(ResponseContractError);

    fetchMock.mockResolvedValueOnce(new Response('[{"listingId":"l1"}]', { status: 200 }));
    await expect(apiJson('GET', '/api/favorites', undefined, contractList('favoriteStateSchema'))).rejects.toThrow(
      'Response of /api/favorites does not match its contract',
    );
  });
});
