import { expect, it } from 'vitest';
import { demoAccount } from './support/demo-accounts';
import { holdEventStream } from './support/event-stream';
import { createVisitor, fromAnotherProcess } from './support/visitor';

it('a message posted through one app process reaches an event stream held by the other', async () => {
  const seller = createVisitor();
  const s = demoAccount('seller');
  await seller.signIn(s.email, s.password);
  const sellerId = (await seller.get('/api/auth/user')).json<{ id: string }>().id;
  const buyer = createVisitor();
  const b = demoAccount('buyer');
  await buyer.signIn(b.email, b.password);

  const stream = await holdEventStream(seller.cookieHeader());
  try {
    expect(stream.status).toBe(200);
    const content = `Still for sale? ${Date.now()}`;
    const sent = await fromAnotherProcess(stream.upstream, () =>
      buyer.post('/api/conversations', { receiverId: sellerId, content: `warm-up ${Date.now()}` }),
    );
    // The warm-up landed on the other process; so does this one's conversation message.
    const { id } = sent.json<{ id: string }>();
    const message = await fromAnotherProcess(stream.upstream, () =>
      buyer.post(`/api/conversations/${id}/messages`, { content }),
    );
    expect(message.status, message.text).toBe(200);
    expect(message.upstream).not.toBe(stream.upstream);
    await expect.poll(() => stream.received(), { timeout: 15_000 }).toContain(content);
  } finally {
    await stream.close();
  }
});
