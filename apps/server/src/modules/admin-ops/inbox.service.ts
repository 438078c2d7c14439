import {
  adminOpsMessages,
  type InboxItem,
  type InboxKind,
  inboxKinds,
  inboxPageSize,
  type inboxQuerySchema,
} from '@agentsy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuditRecorder } from './admin-ops-deps';
import { findInboxItem, type InboxRow, listInbox, setInboxHandled } from './inbox.repo';

type Deps = { db: Database; audit: AuditRecorder; now?: () => Date };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toItem = (r: InboxRow): InboxItem => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  body: r.body,
  details: r.details.filter((d): d is [string, string] => !!d[1]).map(([label, value]) => ({ label, value })),
  sender: { name: r.sender_name, email: r.sender_email },
  createdAt: iso(r.created_at)!,
  handledAt: iso(r.handled_at),
});

const notFound = () => new AppError('NOT_FOUND', { message: adminOpsMessages.inboxItemNotFound });

/** Feedback, contact messages and agent requests, read and ticked off by admins. */
export const createInboxService = ({ db, audit, now = () => new Date() }: Deps) => ({
  listInbox: async (query: z.output<typeof inboxQuerySchema>) =>
    (
      await listInbox(db, {
        kinds: query.kind ? [query.kind] : inboxKinds,
        status: query.status,
        limit: inboxPageSize,
      })
    ).map(toItem),

  setHandled: async ({
    actorId,
    kind,
    id,
    handled,
  }: {
    actorId: string;
    kind: InboxKind;
    id: string;
    handled: boolean;
  }) =>
    db.transaction(async (tx) => {
      const before = isUuid(id) ? await findInboxItem(tx, kind, id) : undefined;
      if (!before) throw notFound();
      await setInboxHandled(tx, kind, id, handled ? now() : null);
      const after = (await findInboxItem(tx, kind, id))!;
      await audit.record(
        {
          actorId,
          action: handled ? 'inbox.mark_handled' : 'inbox.reopen',
          targetType: kind,
          targetId: id,
          before: { handledAt: iso(before.handled_at) },
          after: { handledAt: iso(after.handled_at) },
        },
        tx,
      );
      return toItem(after);
    }),
});

export type InboxService = ReturnType<typeof createInboxService>;
