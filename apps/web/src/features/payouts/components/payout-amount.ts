import { applyBps, fees, payoutMessages, payoutRequestSchema, payoutRules, toCents } from '@agentsy/contracts';

/** "12.5" -> 1250; null when it is not an amount of money. */
export const amountCents = (amount: string | number | undefined) => {
  try {
    return amount === undefined || amount === '' ? null : toCents(amount);
  } catch {
    return null;
  }
};

/** docs/product.md#payouts in its order: above zero, at least the minimum, no more than the available balance. */
export const amountProblem = (amount: string | number | undefined, availableCents: number) => {
  const cents = amountCents(amount);
  if (cents === null || cents <= 0) return payoutMessages.invalidAmount;
  if (cents < payoutRules.minimumManualCents) return payoutMessages.minimum;
  if (cents > availableCents) return payoutMessages.insufficient;
  return null;
};

/** The shared request schema plus the checks only the client can make before asking. */
export const payoutFormSchema = (availableCents: number) =>
  payoutRequestSchema.superRefine((p, ctx) => {
    const problem = amountProblem(p.amount, availableCents);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem.title });
  });

/** The 3% processing fee comes off the amount; the rest reaches the seller. */
export const payoutFigures = (cents: number) => {
  const fee = applyBps(cents, fees.payoutFeeBps);
  return { fee, net: cents - fee };
};

/** A field error's title -> the sentence that explains it, for the toast. */
export const explain = (title: string | undefined) =>
  Object.values(payoutMessages).find((m) => typeof m === 'object' && m.title === title) as
    | { title: string; message: string }
    | undefined;
