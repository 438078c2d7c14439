import type { InboxKind } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type InboxRow = {
  kind: InboxKind;
  id: string;
  title: string;
  body: string;
  /** Kind-specific fields as [label, value] pairs; empty values are dropped by the service. */
  details: [string, string | null][];
  sender_name: string | null;
  sender_email: string | null;
  created_at: Date | string;
  handled_at: Date | string | null;
};

/** Each table in the inbox's one shape; jsonb keeps the detail pairs in order. */
const sources: Record<InboxKind, SQL> = {
  contact: sql`
    select 'contact' as kind, m.id, m.subject as title, m.message as body,
           jsonb_build_array(jsonb_build_array('Referrer', m.referrer)) as details,
           m.name as sender_name, m.email as sender_email, m.created_at, m.handled_at
    from contact_messages m`,
  feedback: sql`
    select 'feedback' as kind, f.id, 'Feedback on ' || f.page_url as title,
           'Likes: ' || f.likes || E'\\n' || 'Dislikes: ' || f.dislikes || E'\\n' || 'Improvements: ' || f.improvements as body,
           jsonb_build_array(jsonb_build_array('Page', f.page_url), jsonb_build_array('Role', f.user_role)) as details,
           coalesce(u.display_name, u.name) as sender_name, u.email as sender_email, f.created_at, f.handled_at
    from feedback_submissions f left join users u on u.id = f.user_id`,
  'agent-request': sql`
    select 'agent-request' as kind, r.id, r.title, r.description as body,
           jsonb_build_array(jsonb_build_array('Use case', r.use_case), jsonb_build_array('Budget', r.budget)) as details,
           coalesce(u.display_name, u.name) as sender_name, u.email as sender_email, r.created_at, r.handled_at
    from agent_requests r join users u on u.id = r.user_id`,
};

const statusFilter = { open: sql`handled_at is null`, handled: sql`handled_at is not null`, all: sql`true` };

export const listInbox = async (
  db: DbOrTx,
  { kinds, status, limit }: { kinds: readonly InboxKind[]; status: keyof typeof statusFilter; limit: number },
) =>
  rowsOf<InboxRow>(
    await db.execute(sql`
      select * from (${sql.join(
        kinds.map((k) => sources[k]),
        sql` union all `,
      )}) inbox
      where ${statusFilter[status]}
      order by created_at desc, id desc
      limit ${limit}`),
  );

export const findInboxItem = async (db: DbOrTx, kind: InboxKind, id: string) => {
  const [row] = rowsOf<InboxRow>(await db.execute(sql`select * from (${sources[kind]}) inbox where id = ${id}`));
  return row;
};

const tables: Record<InboxKind, SQL> = {
  contact: sql`contact_messages`,
  feedback: sql`feedback_submissions`,
  'agent-request': sql`agent_requests`,
};

/** Marking an already handled item handled again keeps the first time. */
export const setInboxHandled = async (db: DbOrTx, kind: InboxKind, id: string, handledAt: Date | null) => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${tables[kind]}
      set handled_at = ${handledAt ? sql`coalesce(handled_at, ${handledAt.toISOString()}::timestamptz)` : sql`null`}
      where id = ${id} returning id`),
  );
  return row;
};
