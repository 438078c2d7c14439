import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsSent, server } from '@/test/api-server';

// Files share their worker's modules (vitest.config.ts), and the page's answers are read once, when
// the module loads: each test loads it afresh after setting up its page, and leaves no copy behind
// that read that page.
beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

/** The page as the server sends it to a visitor, with the answers of its first reads. */
const pageWith = (answers: Record<string, unknown>) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-responses';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
};

describe('answers sent with the page', () => {
  it('answer the first GET of their URL without a round trip, then the server is asked again', async () => {
    pageWith({ '/api/listings/1': { id: '1', title: 'Inlined' } });
    const { apiJson } = await import('./api-client');
    expect(await apiJson('GET', '/api/listings/1')).toEqual({ id: '1', title: 'Inlined' });
    expect(requestsSent()).toEqual([]);

    server.use(http.get('/api/listings/1', () => HttpResponse.json({ id: '1', title: 'Fetched' })));
    expect(await apiJson('GET', '/api/listings/1')).toEqual({ id: '1', title: 'Fetched' });
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
    expect(await apiJson('GET', '/api/listings/2')).toEqual({ ok: true });
    expect(await apiJson('POST', '/api/listings/1', {})).toEqual({ ok: true });
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
