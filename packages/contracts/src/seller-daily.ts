import { z } from 'zod';

/** The chart's spans, in days. */
export const sellerDailySpans = [7, 30, 90] as const;
export type SellerDailySpan = (typeof sellerDailySpans)[number];

/** GET /api/analytics/seller/{id}/daily?days=7|30|90 (30 when left out). */
export const sellerDailyQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { message: 'days must be 7, 30 or 90' })
    .default('30')
    .transform((days) => Number(days) as SellerDailySpan),
});

/**
 * One UTC day of a seller's sales, oldest first, today last, days without sales as zeros. A sale
 * counts on the day it was made: `salesCount` is those still standing (not refunded), `earnings`
 * what they credited the seller less their refunds, so the days of a month add up to its card.
 */
export const sellerDailySalesSchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  daily: z.array(z.object({ date: z.string(), salesCount: z.number().int(), earnings: z.string() })),
});
export type SellerDailySales = z.infer<typeof sellerDailySalesSchema>;
