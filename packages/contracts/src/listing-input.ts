import { z } from 'zod';
import { limits } from './constants';
import { activationLimitSchema } from './licenses';
import { moneyCents } from './money';
import { isPrereleaseNumber, looksLikeVersionNumber, releaseMessages } from './releases';
import { listingTags, type Platform, toPlatformSlug, toUseCaseSlug, type UseCase } from './taxonomy';

// ---- Create and update -----------------------------------------------------------------------

const titleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');

/** The server accepts 0 (FREE) up to $10,000.00; the create screen asks for at least $0.01. */
export const serverPriceSchema = moneyCents(
  'Price',
  { maxCents: limits.priceMaxCents },
  {
    required: 'Price is required',
    format: 'Price must be an amount like 19.99',
    negative: 'Price cannot be negative',
    above: 'Price cannot be more than $10,000.00',
  },
);

const platformSchema = z
  .string({ error: 'Platform is required' })
  .trim()
  .min(1, 'Platform is required')
  .transform((v, ctx) => {
    const slug = toPlatformSlug(v);
    if (!slug) ctx.addIssue({ code: 'custom', message: 'Choose a platform from the list' });
    return slug as Platform;
  });

const useCaseSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): UseCase => {
    if (!v) return 'general';
    const slug = toUseCaseSlug(v);
    if (!slug) ctx.addIssue({ code: 'custom', message: 'Choose a use case from the list' });
    return slug as UseCase;
  });

/**
 * Tags arrive as a JSON list (create screen) or comma-separated text (dialog). Only tags from the
 * fixed list are kept, in their canonical spelling; anything past the fifth is dropped silently.
 */
export const parseListingTags = (input: unknown): string[] => {
  let raw: unknown[] = [];
  if (Array.isArray(input)) raw = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        const parsed = JSON.parse(text);
        raw = Array.isArray(parsed) ? parsed : [];
      } catch {
        raw = [];
      }
    } else raw = text.split(',');
  }
  const byLower = new Map(listingTags.map((t) => [t.toLowerCase(), t as string]));
  const out: string[] = [];
  for (const item of raw) {
    const tag = typeof item === 'string' ? byLower.get(item.trim().toLowerCase()) : undefined;
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, limits.maxTags);
};

const tagsSchema = z.unknown().optional().transform(parseListingTags);

/**
 * The first version's number, optional (1.0.0 when empty). The server reads it with its semver
 * library (modules/releases/version-number.ts); the screens pre-check it with the same message.
 */
const firstVersionSchema = z.string().trim().max(256, releaseMessages.invalidVersion).optional();
const firstVersionFormSchema = firstVersionSchema
  .refine((v) => !v || looksLikeVersionNumber(v), releaseMessages.invalidVersion)
  .refine((v) => !v || !isPrereleaseNumber(v), releaseMessages.prereleaseFirstVersion);

const videoSizeSchema = z.coerce.number().int().min(0).max(limits.videoMaxBytes).optional();

/** The text fields of POST /api/listings (both screens); files are checked by the upload pipeline. */
export const createListingFieldsSchema = z.object({
  title: titleSchema,
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  price: serverPriceSchema,
  platform: platformSchema,
  useCase: useCaseSchema,
  tags: tagsSchema,
  version: firstVersionSchema,
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  videoFileName: z.string().max(255).optional(),
  videoFileSize: videoSizeSchema,
});
export type CreateListingFields = z.infer<typeof createListingFieldsSchema>;

/** The create-listing screen's own form rules (docs/product.md#listing-uploads). */
export const createListingFormSchema = z.object({
  title: titleSchema,
  description: z.string().trim().min(limits.descriptionMin, 'Description must be at least 10 characters').max(5000),
  price: z.coerce
    .number({ error: 'Price must be at least $0.01' })
    .min(0.01, 'Price must be at least $0.01')
    .max(10_000, 'Price cannot be more than $10,000.00'),
  platform: z.string().min(1, 'Platform is required'),
  useCase: z.string().min(1, 'Use case is required'),
  tags: z.array(z.enum(listingTags)).transform((t) => t.slice(0, limits.maxTags)),
  version: firstVersionFormSchema,
});

/**
 * The seller dashboard's edit form: the owner's PATCH fields with the server's own rules, price
 * typed as text and read into cents, tags from the fixed list.
 */
export const editListingFormSchema = z.object({
  title: titleSchema,
  description: createListingFieldsSchema.shape.description,
  price: serverPriceSchema,
  tags: z.array(z.enum(listingTags)).max(limits.maxTags, `Choose at most ${limits.maxTags} tags`),
  active: z.boolean(),
});

/** PATCH /api/listings/:id — owner fields, plus `featured` for admins only. */
export const updateListingSchema = z
  .object({
    title: titleSchema.optional(),
    description: createListingFieldsSchema.shape.description.optional(),
    price: serverPriceSchema.optional(),
    tags: z
      .union([z.array(z.string()), z.string()], { error: 'tags must be a list of tags' })
      .optional()
      .transform((v) => (v === undefined ? undefined : parseListingTags(v))),
    videoUrl: z.string().trim().max(500).nullable().optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    /** License keys for each completed order (modules/licenses); the limit defaults to 3. */
    licenseKeys: z.boolean({ error: 'licenseKeys must be true or false' }).optional(),
    activationLimit: activationLimitSchema.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateListing = z.infer<typeof updateListingSchema>;
/** The PATCH body as a client sends it: only the fields that change. */
export type UpdateListingRequest = z.input<typeof updateListingSchema>;
