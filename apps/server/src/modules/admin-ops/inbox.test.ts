import type { InboxItem } from '@agentsy/contracts';
import { describe, expect, it } from 'vitest';
import { agentRequests, contactMessages, feedbackSubmissions } from '../../db/schema';
import { makeAdmin, makeUser } from '../../test/factories';
import { adminOpsSnapshot, useAdminOpsApp } from './admin-ops.fixtures';

const t = useAdminOpsApp();

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

/** One submission of each kind, the agent request newest. */
const submissions = async () => {
  const requester = await makeUser(t.app, t.db);
  const [contact] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Vera Contact',
      email: 'vera@example.com',
      subject: 'Billing question',
      message: 'Hello',
      createdAt: at(30),
    })
    .returning();
  const [feedback] = await t.db
    .insert(feedbackSubmissions)
    .values({
      likes: 'Fast',
      dislikes: 'Colours',
      improvements: 'Dark mode',
      pageUrl: '/marketplace',
      userRole: 'visitor',
      submittedAt: at(20),
      createdAt: at(20),
    })
    .returning();
  const [request] = await t.db
    .insert(agentRequests)
    .values({
      userId: requester.userId,
      title: 'Invoice parser',
      description: 'Reads PDFs',
      useCase: 'finance',
      budget: '50-100',
      createdAt: at(10),
    })
    .returning();
  return { requester, contact: contact!, feedback: feedback!, request: request! };
};

describe('inbox', () => {
  it('lists feedback, contact messages and agent requests newest first, each in one shape', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const { requester, contact, feedback, request } = await submissions();
    const res = await t.get(admin, '/api/admin/inbox');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as InboxItem[];
    expect(items.map((i) => i.id)).toEqual([request.id, feedback.id, contact.id]);
    expect(items[0]).toMatchObject({
      kind: 'agent-request',
      title: 'Invoice parser',
      body: 'Reads PDFs',
      details: [
        { label: 'Use case', value: 'finance' },
        { label: 'Budget', value: '50-100' },
      ],
      sender: { email: requester.email },
      handledAt: null,
    });
    expect(items[1]).toMatchObject({
      kind: 'feedback',
      body: 'Likes: Fast\nDislikes: Colours\nImprovements: Dark mode',
      sender: { name: null, email: null },
    });
    expect(items[2]).toMatchObject({
      kind: 'contact',
      title: 'Billing question',
      sender: { name: 'Vera Contact', email: 'vera@example.com' },
      details: [],
    });
    const onlyContact = await t.get(admin, '/api/admin/inbox?kind=contact');
    expect(onlyContact.json().map((i: InboxItem) => i.id)).toEqual([contact.id]);
  });

  it('marks an item handled (audited), moves it out of the open list, and can reopen it', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const { feedback } = await submissions();
    const res = await t.patch(admin, `/api/admin/inbox/feedback/${feedback.id}`, { handled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: feedback.id, kind: 'feedback', handledAt: expect.any(String) });
    const open = (await t.get(admin, '/api/admin/inbox')).json() as InboxItem[];
    expect(open.map((i) => i.id)).not.toContain(feedback.id);
    const handled = (await t.get(admin, '/api/admin/inbox?status=handled')).json() as InboxItem[];
    expect(handled.map((i) => i.id)).toContain(feedback.id);
    expect(t.recorded.audit).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'inbox.mark_handled',
        targetType: 'feedback',
        targetId: feedback.id,
        before: { handledAt: null },
        inTransaction: true,
      }),
    ]);
    const reopened = await t.patch(admin, `/api/admin/inbox/feedback/${feedback.id}`, { handled: false });
    expect(reopened.json()).toMatchObject({ handledAt: null });
    expect(t.recorded.audit[1]).toMatchObject({ action: 'inbox.reopen' });
  });

  it('refuses a bad kind, status or body and an unknown item; nothing changes', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const { contact } = await submissions();
    const before = await adminOpsSnapshot(t.db);
    expect((await t.get(admin, '/api/admin/inbox?kind=spam')).statusCode).toBe(400);
    expect((await t.get(admin, '/api/admin/inbox?status=urgent')).statusCode).toBe(400);
    expect((await t.patch(admin, `/api/admin/inbox/spam/${contact.id}`, { handled: true })).statusCode).toBe(400);
    const noFlag = await t.patch(admin, `/api/admin/inbox/contact/${contact.id}`, { handled: 'yes' });
    expect(noFlag.statusCode).toBe(400);
    // The id of a contact message is no feedback submission.
    const wrongKind = await t.patch(admin, `/api/admin/inbox/feedback/${contact.id}`, { handled: true });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('Inbox item not found.');
    expect((await t.patch(admin, '/api/admin/inbox/contact/not-a-uuid', { handled: true })).statusCode).toBe(404);
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(t.recorded.audit).toEqual([]);
  });
});
