import { z } from 'zod';

/**
 * A person as anyone may see them, wherever they appear (a listing's seller, a review's buyer, a
 * conversation's participant, a leaderboard row, a profile): never the e-mail or a setting.
 */
export const publicPersonSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;

/** The same person where the screen shows the first and last name only (cards, the directory). */
export const publicPersonNameSchema = publicPersonSchema.omit({ displayName: true });
export type PublicPersonName = z.infer<typeof publicPersonNameSchema>;

/** A seller's badge: the domain they proved (docs/product.md, Verified domain), or null. */
export const verifiedDomainField = { verifiedDomain: z.string().nullable() };
