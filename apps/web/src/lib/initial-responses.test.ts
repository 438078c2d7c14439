import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsSent, server } from '@/test/api-server';
import { loadPageModulesAfreshEachTest, pageWith } from '@/test/page-with-answers';

import type { ResponseContract } from './api-client';

loadPageModulesAfreshEachTest();

/** A response contract that takes any answer as it is: these tests are about where it comes from. */
const anyAnswer: ResponseContract<unknown> = async () => ({ parse: (value: unknown) => value });

describe('answers sent with the page', () => {
  it('answer the first GET of their URL without a round trip, then the server is asked again', async () => {
    pageWith({ '/api/listings/1': { id: '1', title: 'Inlined' } });
    const { apiJson } = await import('./api-client');
    expect(await apiJson('GET', '/api/listings/1', undefined, anyAnswer)).toEqual({ id: '1', title: 'Inlined' });
    expect(requestsSent()).toEqual([]);

    server.use(http.get('/api/listings/1', () => HttpResponse.json({ id: '1', title: 'Fetched' })));
    expect(await apiJson('GET', '/api/listings/1', undefined, anyAnswer)).toEqual({ id: '1', title: 'Fetched' });
    expect(requestsSent()).toEqual(['GET /api/listings/1']);
  });

  it('answer no other URL or method, and a page without them asks the server', async () => {
    pageWith({ '/api/listings/1': { id: '1' } });
    const { apiJson } = await import('./api-client');
    const { hasInitialResponses } = await import('./initial-responses');
    server.use(
      http.get('/api/listings/2', () => HttpResponse.json({ ok: true })),
      http.post('/api/listings/1', () => HttpResponse.json({ ok: true })),
    );
    expect(await apiJson('GET', '/api/listings/2', undefined, anyAnswer)).toEqual({ ok: true });
    expect(await apiJson('POST', '/api/listings/1', {}, anyAnswer)).toEqual({ ok: true });
    expect(requestsSent()).toEqual(['GET /api/listings/2', 'POST /api/listings/1']);
    expect(hasInitialResponses()).toBe(true);
  });

  it('are ignored when unreadable', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'initial-responses';
    element.textContent = '{not json';
    document.body.append(element);
    const { hasInitialResponses } = await import('./initial-responses');
    expect(hasInitialResponses()).toBe(false);
  });
});
