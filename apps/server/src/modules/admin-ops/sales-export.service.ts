import { pipeline, Readable } from 'node:stream';
import { formatCents, salesExportColumns, salesExportFileName } from '@agentsy/contracts';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client';
import type { AuditRecorder } from './admin-ops-deps';
import { listCompletedSalesAfter, type SaleExportCursor, type SaleExportRow } from './sales-export.repo';

type Deps = { db: Database; audit: AuditRecorder; now?: () => Date; batchSize?: number };

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
  discountCode: r.discount_code ?? '',
});

export const createSalesExportService = ({ db, audit, now = () => new Date(), batchSize = 5000 }: Deps) => {
  /**
   * Pulls one batch at a time, only as the CSV stream asks for more, so memory holds at most two
   * batches whatever the number of orders. The next batch is asked for before this one is
   * written out, so the database and the CSV writing overlap.
   */
  async function* completedSales() {
    const fetchAfter = (after: SaleExportCursor | undefined) => {
      const next = listCompletedSalesAfter(db, after, batchSize);
      // Awaited below; this only keeps a batch nobody waits for any more (the client left) from
      // becoming an unhandled rejection.
      next.catch(() => {});
      return next;
    };
    let pending = fetchAfter(undefined);
    for (;;) {
      const batch = await pending;
      const last = batch[batch.length - 1];
      const more = batch.length === batchSize && last !== undefined;
      if (more) pending = fetchAfter({ at: last.cursor_at, id: last.order_id });
      for (const row of batch) yield toRecord(row);
      if (!more) return;
    }
  }

  return {
    /**
     * Every completed order as CSV. csv-stringify quotes, and with `escape_formulas` prefixes a
     * `'` to any cell starting with =, +, -, @, tab or CR, so a listing title cannot run as a
     * spreadsheet formula on the admin's machine.
     */
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
      const csv = stringify({
        header: true,
        columns: salesExportColumns.map((c) => ({ key: c.key, header: c.header })),
        escape_formulas: true,
      });
      // pipeline, not pipe: a failed batch destroys the CSV stream (the response is cut short, not
      // left hanging), and a client that goes away stops the batches.
      pipeline(Readable.from(completedSales()), csv, () => {});
      return { fileName, csv };
    },
  };
};

export type SalesExportService = ReturnType<typeof createSalesExportService>;
