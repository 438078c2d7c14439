import type { RefundReason } from '@agentsy/contracts';

/** Sample buyers. The display name says "(demo)" wherever a review or an order shows the buyer. */
export const demoBuyers = [
  { name: 'Maya Chen', email: 'maya@demo.agentsy.dev' },
  { name: 'Lucas Moreau', email: 'lucas@demo.agentsy.dev' },
  { name: 'Aisha Okafor', email: 'aisha@demo.agentsy.dev' },
  { name: 'Ben Hollis', email: 'ben@demo.agentsy.dev' },
  { name: 'Sofia Lindqvist', email: 'sofia@demo.agentsy.dev' },
  { name: 'Ravi Patel', email: 'ravi@demo.agentsy.dev' },
  { name: 'Hannah Wright', email: 'hannah@demo.agentsy.dev' },
  { name: 'Kenji Sato', email: 'kenji@demo.agentsy.dev' },
] as const;

export const demoLabel = (name: string) => `${name} (demo)`;

const comments: Record<number, (string | null)[]> = {
  5: [
    'Saves me an hour every single morning. Setup took five minutes.',
    'Exactly what the description promises, and the instructions are clear.',
    'Worth every cent. I already recommended it to my team.',
    'Works out of the box with my account, no tweaking needed.',
    null,
  ],
  4: [
    'Very useful. I had to adjust one step for my setup, otherwise great.',
    'Solid agent, does the job. A short video of the setup would help.',
    'Good results after a small tweak to the prompt.',
    null,
  ],
  3: ['Does the basics well, but I expected more options.', 'OK for simple cases; longer inputs need a manual pass.'],
  2: ['Works, but it needed quite a bit of editing to fit my workflow.'],
};
const ratings = [5, 5, 5, 5, 4, 4, 4, 3, 2];

/** Outcomes of the refund requests, in the order the candidates are found. */
const refundOutcomes = [
  { outcome: 'approved', reason: 'wrong-platform', text: 'Bought the wrong platform version by mistake.' },
  { outcome: 'pending', reason: 'not-working', text: 'The export step fails with my account.' },
  { outcome: 'rejected', reason: 'other', text: 'Not what I expected.' },
  { outcome: 'approved', reason: 'duplicate', text: 'I already had this from a team purchase.' },
  { outcome: 'pending', reason: 'missing-files', text: 'The README mentions a template that is not in the file.' },
  { outcome: 'rejected', reason: 'not-working', text: 'It stopped after the first step.' },
] as const satisfies { outcome: string; reason: RefundReason; text: string }[];
export type RefundOutcome = (typeof refundOutcomes)[number]['outcome'];

export const sellerReplies: Record<RefundOutcome, string | undefined> = {
  approved: 'No problem, refunded. Thanks for letting me know.',
  rejected: 'The setup guide in the file covers this; happy to help you through it.',
  pending: undefined,
};

export type PlanListing = {
  id: string;
  title: string;
  sellerId: string;
  priceCents: number;
  featured: boolean;
  createdAt: Date;
};

export type PlannedPurchase = {
  /** Index into the buyer ids the plan was made for. */
  buyer: number;
  listing: PlanListing;
  at: Date;
  review?: { rating: number; comment: string | null; at: Date };
  favouriteAt?: Date;
  refund?: { outcome: RefundOutcome; reason: RefundReason; description: string; at: Date; answeredAt: Date };
};

export type HistoryPlan = {
  purchases: PlannedPurchase[];
  favourites: { buyer: number; listing: PlanListing; at: Date }[];
};

const DAY_MS = 24 * 3600_000;

/** mulberry32: a tiny seeded generator, so every first start tells the same story. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Who bought what and when, and what happened next: a review a day or more later, a favourite, a
 * refund request answered some days after. Each buyer's first purchase falls in the current
 * leaderboard week (after `weekStart`), the rest anywhere since the listing went up. Events after
 * a purchase keep their order and never pass `now`. Refund requests go to recent paid orders, the
 * demo seller's first, and such orders carry no review. Pure: the seed runs it through the services.
 */
export const planHistory = ({
  listings,
  buyerCount,
  demoSellerId,
  now,
  weekStart,
}: {
  listings: PlanListing[];
  buyerCount: number;
  demoSellerId: string;
  now: Date;
  weekStart: Date;
}): HistoryPlan => {
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const weightOf = (l: PlanListing) =>
    (1 + (l.featured ? 2 : 0) + (l.sellerId === demoSellerId ? 1.5 : 0) + (l.priceCents === 0 ? 1.5 : 0)) *
    (l.priceCents > 5000 ? 0.5 : 1);
  const drawListings = (count: number, exclude: Set<string>) => {
    const chosen: PlanListing[] = [];
    while (chosen.length < count) {
      const pool = listings.filter((l) => !exclude.has(l.id));
      let target = random() * pool.reduce((s, l) => s + weightOf(l), 0);
      const next =
        pool.find((l) => {
          target -= weightOf(l);
          return target <= 0;
        }) ?? pool.at(-1)!;
      exclude.add(next.id);
      chosen.push(next);
    }
    return chosen;
  };
  /** `days` after `from`, or a share of the time left until now when that comes first. */
  const later = (from: Date, days: number, share: number) =>
    new Date(from.getTime() + Math.min(days * DAY_MS, (now.getTime() - from.getTime()) * share));

  const purchases: PlannedPurchase[] = [];
  const favourites: HistoryPlan['favourites'] = [];
  for (let buyer = 0; buyer < buyerCount; buyer++) {
    const owned = new Set<string>();
    drawListings(buyer === 0 ? 4 : 6 + Math.floor(random() * 5), owned).forEach((listing, n) => {
      const since = Math.max(listing.createdAt.getTime() + 3600_000, n === 0 ? weekStart.getTime() : 0);
      const at = new Date(since + (now.getTime() - 60_000 - since) * random());
      const rating = pick(ratings);
      const review =
        random() < 0.7 ? { rating, comment: pick(comments[rating]!), at: later(at, 1 + random() * 4, 0.4) } : undefined;
      purchases.push({
        buyer,
        listing,
        at,
        review,
        favouriteAt: rating === 5 && review ? later(at, 0.01, 0.1) : undefined,
      });
    });
    for (const listing of drawListings(2, new Set(owned))) {
      favourites.push({ buyer, listing, at: new Date(now.getTime() - random() * 40 * DAY_MS) });
    }
  }

  const recentPaid = purchases.filter((p) => p.listing.priceCents > 0 && now.getTime() - p.at.getTime() < 25 * DAY_MS);
  const candidates = [
    ...recentPaid.filter((p) => p.listing.sellerId === demoSellerId).slice(0, 4),
    ...recentPaid.filter((p) => p.listing.sellerId !== demoSellerId).slice(0, 2),
  ];
  candidates.forEach((p, i) => {
    const { outcome, reason, text } = refundOutcomes[i % refundOutcomes.length]!;
    p.review = undefined;
    p.favouriteAt = undefined;
    p.refund = { outcome, reason, description: text, at: later(p.at, 2, 0.5), answeredAt: later(p.at, 4, 0.8) };
  });
  return { purchases: purchases.sort((a, b) => a.at.getTime() - b.at.getTime()), favourites };
};
