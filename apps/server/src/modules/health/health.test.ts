import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /healthz says the process is alive', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

it('unknown API paths are JSON 404s with a request id', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
});

it('malformed JSON is a 400 with a message, not a 500', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    headers: { 'content-type': 'application/json' },
    payload: '{"name":',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBeTruthy();
});

it('the content security policy names no card provider while the sandbox takes payments', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('stripe.com');
});

it('every response, errors included, carries the security headers', async () => {
  for (const url of ['/healthz', '/api/listings', '/api/does-not-exist']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers, url).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-resource-policy': 'same-site',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  }
});

it('a body type the route does not read is a 415 with its code, not a 500', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
});
