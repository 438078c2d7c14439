import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, isUnauthorizedError } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
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
    await apiJson('POST', '/api/users/enable-seller');
    const [, bare] = fetchMock.mock.calls[0]!;
    expect(bare).toMatchObject({ method: 'POST', body: undefined, headers: {}, credentials: 'include' });

    await apiJson('PATCH', '/api/users/switch-role', { activeRole: 'seller' });
    const [, withBody] = fetchMock.mock.calls[1]!;
    expect(withBody).toMatchObject({
      body: '{"activeRole":"seller"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('does not treat other errors as logged out', () => {
    expect(isUnauthorizedError(new Error('403: {"message":"no"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('4011: odd'))).toBe(false);
  });
});
