import {
  type AdminScanList,
  type ScanDecision,
  type SellerVersionScan,
  scanLimits,
  scanMessages,
  scanQueueStatuses,
} from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import type { QueueMail, QueueMails } from '../mail/mail.service';
import { setVersionStatus } from '../releases/publish-row';
import { versionInPath } from '../releases/version-number';
import { ENGINE_VERSION } from './engine';
import { applyScanOutcome, tellSellerOfScan } from './scan-outcome';
import { queueScan } from './scan-queue';
import { toAdminItem, toPublicScan, toSellerScan } from './scan-views';
import * as repo from './scans.repo';

type Viewer = { id: string; sessionId: string };
type Deps = {
  db: Database;
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  audit: AdminAuditService;
  queueMail: QueueMail;
  queueMails?: QueueMails;
  /** Told after a clearing that published a version owing update notices has committed. */
  onNoticesOwed?: () => void;
  clock?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown with the seconds until the oldest of today's rescans is a day old. */
export class RescanLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', { message: scanMessages.rescanLimit });
  }
}

const notFound = () => new AppError('NOT_FOUND', { message: scanMessages.versionNotFound });

export const createScansService = ({
  db,
  isElevatedAdmin,
  audit,
  queueMail,
  queueMails,
  onNoticesOwed,
  clock = () => new Date(),
}: Deps) => {
  /** The version by listing and number, locked in `tx` when given; 404 when there is none. */
  const versionAt = async (listingId: string, input: string, tx?: DbOrTx) => {
    const number = versionInPath(input);
    const facts =
      number && isUuid(listingId)
        ? await repo.findVersionFactsByNumber(tx ?? db, listingId, number, { lock: tx !== undefined })
        : undefined;
    if (!facts) throw notFound();
    return facts;
  };

  const sellerView = async (facts: repo.VersionFacts, tx: DbOrTx = db) =>
    toSellerScan(facts, await repo.listScansOfVersion(tx, facts.version.id), clock());

  /** The seller of the listing, else a refusal; someone else's unpublished version stays unknown. */
  const asSeller = (facts: repo.VersionFacts, viewer: Viewer, forbidden: string) => {
    if (facts.sellerId === viewer.id) return;
    if (!facts.version.publishedAt) throw notFound();
    throw new AppError('FORBIDDEN', { message: forbidden });
  };

  return {
    /** GET /api/listings/:id/versions/:version/scan */
    get: async ({ viewer, listingId, version }: { viewer?: Viewer; listingId: string; version: string }) => {
      const facts = await versionAt(listingId, version);
      const staff = viewer && (viewer.id === facts.sellerId || (await isElevatedAdmin(viewer)));
      if (staff) return sellerView(facts);
      if (!facts.version.publishedAt || facts.listingRemovedAt) throw notFound();
      return toPublicScan(facts, await repo.listScansOfVersion(db, facts.version.id));
    },

    /** POST .../rescan: the seller, 3 a day per version, counted in the database for every process. */
    rescan: async ({ viewer, listingId, version }: { viewer: Viewer; listingId: string; version: string }) =>
      db.transaction(async (tx): Promise<SellerVersionScan> => {
        const facts = await versionAt(listingId, version, tx);
        asSeller(facts, viewer, scanMessages.rescanForbidden);
        const [latest] = await repo.listScansOfVersion(tx, facts.version.id);
        if (latest && !latest.finishedAt) throw new AppError('CONFLICT', { message: scanMessages.rescanBusy });
        const now = clock();
        const today = await repo.sellerRescansSince(tx, facts.version.id, new Date(now.getTime() - DAY_MS));
        if (today.length >= scanLimits.rescansPerDay) {
          const freeAt = today[0]!.createdAt.getTime() + DAY_MS;
          throw new RescanLimitError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
        }
        const queued = await queueScan(tx, {
          versionId: facts.version.id,
          sha256: facts.version.sha256 ?? '',
          reason: 'seller',
          now,
        });
        if (!queued) throw new AppError('CONFLICT', { message: scanMessages.rescanBusy });
        // An unpublished version is being checked again; a published one stays available meanwhile.
        const updated = facts.version.publishedAt
          ? facts
          : { ...facts, version: { ...facts.version, status: 'pending' as const } };
        if (!facts.version.publishedAt) await setVersionStatus(tx, facts.version.id, 'pending');
        return sellerView(updated, tx);
      }),

    /** POST .../appeal: the seller, once per version, of a blocked or flagged one. */
    appeal: async ({
      viewer,
      listingId,
      version,
      note,
    }: {
      viewer: Viewer;
      listingId: string;
      version: string;
      note: string;
    }) =>
      db.transaction(async (tx): Promise<SellerVersionScan> => {
        const facts = await versionAt(listingId, version, tx);
        asSeller(facts, viewer, scanMessages.appealForbidden);
        if (facts.version.status !== 'blocked' && facts.version.status !== 'flagged') {
          throw new AppError('CONFLICT', { message: scanMessages.appealNotAllowed });
        }
        const scans = await repo.listScansOfVersion(tx, facts.version.id);
        if (scans.some((s) => s.appealedAt)) throw new AppError('CONFLICT', { message: scanMessages.appealTaken });
        const latest = scans.find((s) => s.finishedAt);
        if (!latest) throw new AppError('CONFLICT', { message: scanMessages.appealNotAllowed });
        await repo.setAppeal(tx, latest.id, note, clock());
        return sellerView(facts, tx);
      }),

    /** GET /api/admin/scans */
    queue: async (status: (typeof scanQueueStatuses)[number] | undefined): Promise<AdminScanList> => {
      const now = clock();
      return { items: (await repo.listScanQueue(db, status)).map((row) => toAdminItem(row, now)) };
    },

    /**
     * POST /api/admin/scans/:versionId/decision. Bound to the scan and the file the admin looked
     * at: a rescan or another file since then refuses it, and nothing changes.
     */
    decide: async ({ actor, versionId, body }: { actor: AuditActor; versionId: string; body: ScanDecision }) => {
      let noticesOwed = false;
      const view = await db.transaction(async (tx): Promise<SellerVersionScan> => {
        const facts = isUuid(versionId) ? await repo.findVersionFacts(tx, versionId, { lock: true }) : undefined;
        if (!facts) throw notFound();
        const [latest] = await repo.listScansOfVersion(tx, versionId);
        if (
          !latest ||
          latest.id !== body.scanId ||
          latest.sha256 !== body.sha256 ||
          facts.version.sha256 !== body.sha256
        ) {
          throw new AppError('CONFLICT', { message: scanMessages.changedSinceSeen });
        }
        if (
          !latest.finishedAt ||
          latest.decidedAt ||
          !(scanQueueStatuses as readonly string[]).includes(latest.status ?? '')
        ) {
          throw new AppError('CONFLICT', { message: scanMessages.notInQueue });
        }
        const now = clock();
        await repo.recordDecision(tx, {
          scanId: latest.id,
          decision: body.decision,
          note: body.note,
          by: actor.id,
          now,
        });
        const status = body.decision === 'clear' ? 'clean' : 'blocked';
        ({ noticesOwed } = await applyScanOutcome(tx, { facts, status, now, notify: { queueMail, queueMails } }));
        await tellSellerOfScan(tx, { facts, status, subjectId: `${latest.id}:decision` });
        await audit.record(
          {
            actor,
            action: `scan.${body.decision}`,
            target: { type: 'listing_version', id: versionId },
            before: { status: facts.version.status, scanId: latest.id },
            after: { status, sha256: body.sha256, note: body.note },
          },
          tx,
        );
        const after = await repo.findVersionFacts(tx, versionId);
        return sellerView(after!, tx);
      });
      if (noticesOwed) onNoticesOwed?.();
      return view;
    },

    /**
     * One pass of the background rescans: at most `limit` versions never scanned or scanned by
     * another engine are queued (jobs/scheduler.ts runs it every minute).
     */
    queueRescans: async (limit: number, now = clock()) => {
      const queued = await db.transaction(async (tx) => {
        const n = await repo.queueRescans(tx, { engineVersion: ENGINE_VERSION, limit, now });
        if (n > 0) await repo.notifyScanQueued(tx);
        return n;
      });
      return { queued };
    },
  };
};

export type ScansService = ReturnType<typeof createScansService>;
