import { z } from 'zod';
import { moneyCents } from './money';

/** Codes are read in capitals: "spring-10" and "SPRING-10" are the same code of a seller. */
export const discountCodePattern = /^[A-Z0-9-]{3,32}$/;
export const discountTypes = ['percent', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** The lowest price a buyer pays with a code; only a code that takes off everything goes lower (a free claim). */
export const discountMinimumPaidCents = 50;

export const discountMessages = {
  unknown: 'This code is not valid.',
  expired: 'This code has expired.',
  notStarted: 'This code is not active yet.',
  otherListing: 'This code is not valid for this agent.',
  usedUp: 'This code has been used up.',
  alreadyUsed: 'You have already used this code.',
  belowMinimum: 'This code would take the price below $0.50.',
  applied: 'Code applied.',
  codeFormat: 'A code is 3 to 32 letters, digits or hyphens.',
  codeTaken: 'You already have a code with this name.',
  percentRange: 'A percentage is a whole number from 1 to 100.',
  listingNotYours: 'Choose among your own agents.',
  endsBeforeStart: 'The end must be after the start.',
} as const;

const discountCode = z
  .string({ error: discountMessages.codeFormat })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(discountCodePattern, discountMessages.codeFormat));

/** POST /api/discounts. `value` is a percentage for `percent`, an amount like "5.00" for `fixed`. */
export const createDiscountSchema = z
  .object({
    code: discountCode,
    type: z.enum(discountTypes, { error: 'type must be percent or fixed' }),
    value: z.union([z.string(), z.number()], { error: 'value is required' }),
    listingIds: z
      .array(z.uuid({ error: discountMessages.listingNotYours }))
      .max(500)
      .optional(),
    startsAt: z.coerce.date({ error: 'startsAt must be a date' }).optional(),
    endsAt: z.coerce.date({ error: 'endsAt must be a date' }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    perBuyerLimit: z.number().int().min(1).max(1000).default(1),
  })
  .transform((d, ctx) => {
    if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: discountMessages.endsBeforeStart });
      return z.NEVER;
    }
    if (d.type === 'percent') {
      const percent = typeof d.value === 'number' ? d.value : Number(d.value);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100 || String(d.value).trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['value'], message: discountMessages.percentRange });
        return z.NEVER;
      }
      return { ...d, percentOff: percent, amountOffCents: null };
    }
    const cents = moneyCents('value', { minCents: 1 }).safeParse(d.value);
    if (!cents.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: cents.error.issues[0]!.message });
      return z.NEVER;
    }
    return { ...d, percentOff: null, amountOffCents: cents.data };
  });
export type CreateDiscountRequest = z.input<typeof createDiscountSchema>;
export type CreateDiscountBody = z.output<typeof createDiscountSchema>;

/** PATCH /api/discounts/:id */
export const updateDiscountSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const discountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(discountTypes),
  /** "20" for 20% off, "5.00" for $5.00 off. */
  value: z.string(),
  listingIds: z.array(z.string()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  perBuyerLimit: z.number().int(),
  /** Orders that used it, and payments still open that hold one. */
  redemptions: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.array(discountSchema);

/** GET /api/discounts/check?code=&listingId= */
export const discountCheckQuerySchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(64),
  listingId: z.string({ error: 'listingId is required' }).trim().min(1, 'listingId is required'),
});
export const discountCheckSchema = z.object({
  valid: z.boolean(),
  originalPrice: z.string(),
  discountedPrice: z.string(),
  message: z.string(),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

/** What a code does to a price, in cents: percentages round half-up to the cent. */
export const discountedCents = (
  priceCents: number,
  { percentOff, amountOffCents }: { percentOff: number | null; amountOffCents: number | null },
) => {
  if (percentOff !== null) return priceCents - Math.floor((priceCents * percentOff + 50) / 100);
  return Math.max(0, priceCents - (amountOffCents ?? 0));
};
