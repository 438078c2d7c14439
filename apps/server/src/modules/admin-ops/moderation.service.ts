import { type AdminListing, adminOpsMessages, formatCents } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { type AuditRecorder, type NotifyUser, notifySafely } from './admin-ops-deps';
import { findListedForUpdate, listListingsForModeration, markListingRemoved } from './moderation.repo';

type Deps = {
  db: Database;
  audit: AuditRecorder;
  /** The seller hears from the Agentsy team why their listing is gone. */
  notifySeller: NotifyUser;
  log: FastifyBaseLogger;
  now?: () => Date;
};

const removalNote = (title: string) =>
  `Your listing "${title}" was removed from the Agentsy marketplace by our moderation team. ` +
  'Buyers who already purchased it keep their downloads. Reply to this message if you have questions.';

export const createModerationService = ({ db, audit, notifySeller, log, now = () => new Date() }: Deps) => ({
  listListings: async (): Promise<AdminListing[]> =>
    (await listListingsForModeration(db)).map((r) => ({
      id: r.id,
      title: r.title,
      price: formatCents(r.priceCents),
      featured: r.featured,
      active: r.active,
      createdAt: r.createdAt.toISOString(),
      seller: { id: r.sellerId, name: r.sellerName, email: r.sellerEmail },
    })),

  /** Soft delete (docs/product.md#rulings): gone from the marketplace and search; orders and files stay. */
  removeListing: async ({ actorId, listingId }: { actorId: string; listingId: string }) => {
    const at = now();
    const { listing, removed } = await db.transaction(async (tx) => {
      const listing = isUuid(listingId) ? await findListedForUpdate(tx, listingId) : undefined;
      if (!listing) throw new AppError('NOT_FOUND', { message: adminOpsMessages.listingNotFound });
      const removed = (await markListingRemoved(tx, listing.id, at))!;
      await audit.record(
        {
          actorId,
          action: 'listing.remove',
          targetType: 'listing',
          targetId: listing.id,
          before: { title: listing.title, active: listing.active, featured: listing.featured, removedAt: null },
          after: { removedAt: at.toISOString() },
        },
        tx,
      );
      return { listing, removed };
    });
    await notifySafely(notifySeller, log, listing.userId, removalNote(listing.title));
    return { id: removed.id, removedAt: removed.removedAt!.toISOString() };
  },
});

export type ModerationService = ReturnType<typeof createModerationService>;
