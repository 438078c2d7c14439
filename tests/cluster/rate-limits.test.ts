import { describe, expect, inject, it } from 'vitest';
import { query } from './support/database';
import { createVisitor } from './support/visitor';

// The contact form's limit (modules/forms/forms.routes.ts): 5 a minute per client address.
const CONTACT_MAX = 5;
const SENT = CONTACT_MAX + 3;
const EXPECTED = [...Array(CONTACT_MAX).fill(201), ...Array(SENT - CONTACT_MAX).fill(429)];

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Limits', message: 'Counted once, anywhere.' };

/** Straight to app process N, past nginx; the apps believe X-Forwarded-For from this machine. */
const appProcess = (n: number) => createVisitor(`http://127.0.0.1:${inject('appPorts')[n]}`);

/** `SENT` contact forms from one client address, to the given processes in turn: their statuses. */
const sendInTurn = async (processes: ReturnType<typeof createVisitor>[], client: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < SENT; i += 1) {
    const answer = await processes[i % processes.length]!.send('POST', '/api/forms/contact', {
      json: contact,
      headers: { 'x-forwarded-for': client },
    });
    statuses.push(answer.status);
  }
  return statuses;
};

describe('rate limits are counted once for all app processes', () => {
  it('the same limit lets the same number of requests through one process and through two', async () => {
    const one = await sendInTurn([appProcess(0)], '203.0.113.71');
    const two = await sendInTurn([appProcess(0), appProcess(1)], '203.0.113.72');
    expect(one).toEqual(EXPECTED);
    expect(two).toEqual(EXPECTED);
  });

  it('through nginx, with round robin over both processes, the limit holds once', async () => {
    // Every request through nginx comes from this machine's address; start its count afresh.
    await query('primary', `delete from request_limits where key like '% 127.0.0.1'`);
    const visitor = createVisitor();
    const answers = [];
    for (let i = 0; i < SENT; i += 1) answers.push(await visitor.post('/api/forms/contact', contact));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    expect(answers.map((a) => a.status)).toEqual(EXPECTED);
    expect(answers.at(-1)!.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
