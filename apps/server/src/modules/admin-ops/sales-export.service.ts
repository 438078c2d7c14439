import { Readable } from 'node:stream';
import { formatCents, salesExportColumns, salesExportFileName } from '@agentsy/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import type { AuditRecorder } from './admin-ops-deps';
import { listCompletedSalesAfter, type SaleExportCursor, type SaleExportRow } from './sales-export.repo';

type Deps = { db: Database; audit: AuditRecorder; now?: () => Date; batchSize?: number };

const columns = salesExportColumns.map((c) => ({ key: c.key, header: c.header }));

const toRecord = (r: SaleExportRow) => ({
  orderId: r.order_id,
  date: r.date,
  listingId: r.listing_id,
  listingTitle: r.listing_title,
  sellerEmail: r.seller_email,
  buyerEmail: r.buyer_email,
  price: formatCents(r.subtotal_cents),
  buyerFee: formatCents(r.fee_cents),
  total: formatCents(r.amount_cents),
});

/**
 * One batch as CSV text. csv-stringify quotes, and with `escape_formulas` prefixes a `'` to any
 * cell starting with =, +, -, @, tab or CR, so a listing title cannot run as a spreadsheet
 * formula on the admin's machine. A whole batch per call, not a row per stream write: the
 * stream machinery per row (a promise from the generator, a push through the transform) cost
 * more than writing the row.
 */
const batchAsCsv = (batch: SaleExportRow[], withHeader: boolean) =>
  stringify(batch.map(toRecord), { header: withHeader, columns, escape_formulas: true });

export const createSalesExportService = ({ db, audit, now = () => new Date(), batchSize = 5000 }: Deps) => {
  /**
   * Pulls one batch at a time, only as the response asks for more, so memory holds at most two
   * batches (and one batch's CSV text) whatever the number of orders. The next batch is asked
   * for before this one is written out, so the database and the CSV writing overlap.
   */
  async function* completedSalesCsv() {
    const fetchAfter = (after: SaleExportCursor | undefined) => {
      const next = listCompletedSalesAfter(db, after, batchSize);
      // Awaited below; this only keeps a batch nobody waits for any more (the client left) from
      // becoming an unhandled rejection.
      next.catch(() => {});
      return next;
    };
    let pending = fetchAfter(undefined);
    for (let first = true; ; first = false) {
      const batch = await pending;
      const last = batch[batch.length - 1];
      const more = batch.length === batchSize && last !== undefined;
      if (more) pending = fetchAfter({ at: last.cursor_at, id: last.order_id });
      // The header goes out even when there are no sales at all.
      if (batch.length || first) yield batchAsCsv(batch, first);
      if (!more) return;
    }
  }

  return {
    /** Every completed order as CSV, streamed in batches. */
    exportSales: async ({ actorId }: { actorId: string }) => {
      const at = now();
      const fileName = salesExportFileName(at);
      await audit.record({
        actorId,
        action: 'sales.export',
        targetType: 'sales',
        targetId: null,
        after: { fileName },
      });
      // Chunks are whole rows of text; the high-water mark counts bytes, so a slow client holds
      // back the batches. A failed batch destroys this stream, which cuts the response short
      // instead of leaving it hanging, and a client that goes away ends the generator.
      const csv = Readable.from(completedSalesCsv(), { objectMode: false });
      return { fileName, csv };
    },
  };
};

export type SalesExportService = ReturnType<typeof createSalesExportService>;
