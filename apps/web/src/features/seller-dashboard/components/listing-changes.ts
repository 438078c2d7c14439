import {
  type editListingFormSchema,
  formatCents,
  type ListingDetail,
  toCents,
  type UpdateListingRequest,
} from '@agentsy/contracts';
import type { z } from 'zod';

/** What the edit form holds while typing (price as text) and what it hands over (price in cents). */
export type EditFormInput = z.input<typeof editListingFormSchema>;
export type EditFormOutput = z.output<typeof editListingFormSchema>;
export type VideoChoice = 'keep' | 'replace' | 'remove';

export const formValuesOf = (listing: ListingDetail): EditFormInput => ({
  title: listing.title,
  description: listing.description,
  price: listing.price,
  tags: listing.tags as EditFormInput['tags'],
  active: listing.active,
});

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag));

/** Only what differs from the stored listing goes into the PATCH body. */
export const changesBetween = (
  before: EditFormInput,
  after: EditFormOutput,
  video: { choice: VideoChoice; uploadedUrl: string | null },
) => {
  const changes: UpdateListingRequest = {};
  if (after.title !== before.title) changes.title = after.title;
  if (after.description !== before.description) changes.description = after.description;
  if (after.price !== toCents(before.price)) changes.price = formatCents(after.price);
  if (!sameTags(after.tags, before.tags)) changes.tags = after.tags;
  if (after.active !== before.active) changes.active = after.active;
  if (video.choice === 'remove') changes.videoUrl = null;
  if (video.choice === 'replace' && video.uploadedUrl) changes.videoUrl = video.uploadedUrl;
  return changes;
};
