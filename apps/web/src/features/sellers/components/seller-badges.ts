import { badges } from '@agentsy/contracts/constants';

type Stats = { averageRating: number; totalReviews: number; totalSales: number };

/** Badge rules from docs/product.md#sellers-and-profiles, in one place for the directory and the profile. */
export const isFoundingCreator = (createdAt: string) => new Date(createdAt) < new Date(badges.foundingCreatorBefore);
export const isTopRated = (s: Stats) => s.totalReviews > 0 && s.averageRating >= badges.topRatedMin;
export const isNewSeller = (s: Stats) => s.totalReviews === 0;
export const isExperiencedSeller = (s: Stats) => s.totalSales >= badges.experiencedSellerSales;
