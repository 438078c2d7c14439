import { type Platform, platforms, type UseCase, useCases } from '@agentsy/contracts/taxonomy';

/** Listings store slugs; older or foreign values are shown as they are. */
export const platformLabel = (slug: string) => platforms[slug as Platform] ?? slug;
export const labelOfUseCase = (slug: string) => useCases[slug as UseCase] ?? slug;

export const sellerName = (seller: { firstName: string | null; lastName: string | null }) =>
  [seller.firstName, seller.lastName].filter(Boolean).join(' ') || 'Agentsy creator';
