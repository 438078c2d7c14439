import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A listing whose current version targets a model, and who is owed a notice about it. */
export type DueModelNotice = {
  userId: string;
  listingId: string;
  listingTitle: string;
  modelId: string;
  modelName: string;
  shutdownDate: string | null;
  replacement: string | null;
};

/** The notices' subject: one per listing and model, so the notifications' unique key holds them to once. */
export const modelNoticeSubject = (n: { listingId: string; modelId: string }) => `${n.listingId}:${n.modelId}`;

const columns = sql`l.id as "listingId", l.title as "listingTitle", m.id as "modelId", m.name as "modelName",
  m.shutdown_date as "shutdownDate", r.name as "replacement"`;

/**
 * Sellers of listings (not removed) whose current version targets a deprecated model and who
 * have not had the notice yet, the next `limit` of them.
 */
export const listDueSellerNotices = async (db: DbOrTx, limit: number) =>
  rowsOf<DueModelNotice>(
    await db.execute(sql`
      select l.user_id as "userId", ${columns}
      from models m
      join listings l on l.current_models @> array[m.id] and l.removed_at is null
      left join models r on r.id = m.replacement
      where m.status = 'deprecated'
        and not exists (
          select 1 from notifications n
          where n.user_id = l.user_id and n.kind = 'model_deprecated' and n.subject_id = l.id::text || ':' || m.id)
      order by m.id, l.id
      limit ${limit}`),
  );

/**
 * Entitled buyers (a completed order: refunded ones are not) of listings whose current version
 * targets a model that is not retired yet and shuts down between `today` and `lastDay`, who have
 * not had the notice yet, the next `limit` of them. Dates are the catalogue's YYYY-MM-DD.
 */
export const listDueBuyerNotices = async (
  db: DbOrTx,
  { today, lastDay, limit }: { today: string; lastDay: string; limit: number },
) =>
  rowsOf<DueModelNotice>(
    await db.execute(sql`
      select distinct o.buyer_id as "userId", ${columns}
      from models m
      join listings l on l.current_models @> array[m.id] and l.removed_at is null
      join orders o on o.listing_id = l.id and o.status = 'completed'
      left join models r on r.id = m.replacement
      where m.status <> 'retired' and m.shutdown_date >= ${today} and m.shutdown_date <= ${lastDay}
        and not exists (
          select 1 from notifications n
          where n.user_id = o.buyer_id and n.kind = 'model_shutdown_soon' and n.subject_id = l.id::text || ':' || m.id)
      order by m.id, l.id, o.buyer_id
      limit ${limit}`),
  );
