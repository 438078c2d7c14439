import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { rowsOf } from '../../db/rows';
import { requestsAs, type Session } from '../../test/factories';
import { expectLedgerBalanced } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AdminOpsHooks, AuditEntry } from './admin-ops-deps';

/** What the fake audit log and messenger saw; `failAudit` makes the next record throw. */
export type Recorded = {
  audit: (AuditEntry & { inTransaction: boolean })[];
  notes: { userId: string; text: string }[];
  failAudit: boolean;
};

/**
 * One app per file for the admin operations suites, with a recording audit log and notes in
 * place of the real ones, and the ledger checked after every test.
 */
export const useAdminOpsApp = () => {
  const recorded: Recorded = { audit: [], notes: [], failAudit: false };
  const hooks: AdminOpsHooks = {
    audit: {
      record: async (entry, tx) => {
        if (recorded.failAudit) throw new Error('audit log unavailable');
        recorded.audit.push({ ...entry, inTransaction: tx !== undefined });
      },
    },
    notifyUser: async (userId, text) => {
      recorded.notes.push({ userId, text });
    },
  };
  let opened: TestApp | undefined;
  const current = () => {
    if (!opened) throw new Error('The test app is not open yet: use it inside a test or hook.');
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestApp({ adminOpsHooks: hooks });
  });
  afterAll(async () => opened?.close());
  beforeEach(() => {
    recorded.audit.length = 0;
    recorded.notes.length = 0;
    recorded.failAudit = false;
  });
  afterEach(async () => expectLedgerBalanced(current().db));
  const requests = () => requestsAs(current().app);
  return {
    recorded,
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get: (s: Session, url: string) => requests().get(s, url),
    post: (s: Session, url: string, payload: object) => requests().post(s, url, payload),
    patch: (s: Session, url: string, payload: object) => requests().patch(s, url, payload),
    del: (s: Session, url: string) => current().app.inject({ method: 'DELETE', url, headers: { cookie: s.cookie } }),
  };
};

/** Removal state, intents and handled marks: what an admin action may change. */
export const adminOpsSnapshot = async (db: TestApp['db']) => {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`select
      (select string_agg(id::text || ':' || coalesce(removed_at::text, '-'), ',' order by id) from listings) as listings,
      (select string_agg(status, ',' order by id) from payment_intents) as intents,
      (select string_agg(status || ':' || coalesce(resolution, '-'), ',' order by id) from refund_requests) as refunds,
      (select count(*)::int from ledger_entries) as ledger_entries,
      (select string_agg(coalesce(handled_at::text, '-'), ',' order by id) from contact_messages) as contact,
      (select string_agg(coalesce(handled_at::text, '-'), ',' order by id) from feedback_submissions) as feedback,
      (select string_agg(coalesce(handled_at::text, '-'), ',' order by id) from agent_requests) as agent_requests`),
  );
  return row;
};
