import { auditActions, type UpdateListing } from '@agentsy/contracts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { configureLicensing } from '../licenses/licenses.service';
import { findUserById } from '../users/users.service';
import { type ListingEditor, type ListingsDeps, notFound, ownVideo, videoColumns } from './listing-use-case';
import { findListingRow, findListingView, type NewListing, updateListingRow } from './listings.repo';

/** Editing a listing: the owner's fields, and `featured` for an elevated admin, audited. */
export const createListingEditing = ({
  db,
  isElevatedAdmin,
  audit,
  names,
}: Pick<ListingsDeps, 'db' | 'isElevatedAdmin' | 'audit' | 'names'>) => ({
  /** Owner edits; `featured` is an admin's call. */
  updateListing: async ({
    viewer,
    listingId,
    patch,
  }: {
    viewer: ListingEditor;
    listingId: string;
    patch: UpdateListing;
  }) => {
    const userId = viewer.id;
    if (!isUuid(listingId)) throw notFound();
    const [listing, actor] = await Promise.all([findListingRow(db, listingId), findUserById(db, userId)]);
    if (!listing || listing.removedAt) throw notFound();
    if (!actor) throw new AppError('UNAUTHORIZED');
    const { featured, licenseKeys, activationLimit, ...ownerFields } = patch;
    const licensing = { licenseKeys, activationLimit };
    const touchesOwnerFields = [...Object.values(ownerFields), licenseKeys, activationLimit].some(
      (v) => v !== undefined,
    );
    // Featuring is an admin action: the role alone is not enough, the session must be elevated.
    if (featured !== undefined && !(actor.isAdmin && (await isElevatedAdmin(viewer)))) {
      throw new AppError('FORBIDDEN', { message: 'Only an admin can feature a listing.' });
    }
    if (touchesOwnerFields && listing.userId !== userId) {
      throw new AppError('FORBIDDEN', { message: 'You can only edit your own listings.' });
    }
    if (ownerFields.title !== undefined && ownerFields.title !== listing.title) {
      await names.assertNameAllowed({ name: ownerFields.title, userId, field: 'title' });
    }
    const changes: Partial<NewListing> = {
      title: ownerFields.title,
      description: ownerFields.description,
      priceCents: ownerFields.price,
      tags: ownerFields.tags,
      active: ownerFields.active,
      featured,
    };
    if (ownerFields.videoUrl === null || ownerFields.videoUrl === '') {
      Object.assign(changes, { videoKey: null, videoUrl: null, videoFileName: null, videoFileSize: null });
    } else if (ownerFields.videoUrl !== undefined) {
      Object.assign(changes, videoColumns(await ownVideo(db, ownerFields.videoUrl, userId)));
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await db.transaction(async (tx) => {
      await updateListingRow(tx, listingId, defined);
      await configureLicensing(tx, listingId, licensing);
      if (featured === undefined || featured === listing.featured) return;
      await audit.record(
        {
          actor: viewer,
          action: auditActions.listingFeatured,
          target: { type: 'listing', id: listingId },
          before: { featured: listing.featured },
          after: { featured },
        },
        tx,
      );
    });
    return (await findListingView(db, listingId, { countView: false }))!;
  },
});
