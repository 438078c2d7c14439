import type { Listing, ListingDetail } from '@agentsy/contracts';

let n = 0;

/** A listing as the API returns it; tests override what they look at. */
export const testListing = (overrides: Partial<Listing> = {}): Listing => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: 'seller-1',
    title: `Agent ${n}`,
    description: 'Summarises your inbox every morning.',
    summary: 'Summarises your inbox every morning.',
    platform: 'chatgpt',
    price: '19.99',
    useCase: 'productivity',
    tags: [],
    featured: false,
    active: true,
    downloadCount: 12,
    viewCount: 40,
    fileName: 'agent.json',
    fileSize: 1200,
    videoUrl: null,
    videoFileName: null,
    videoFileSize: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    currentVersion: {
      version: '1.0.0',
      publishedAt: '2025-05-01T10:00:00.000Z',
      sha256: 'a'.repeat(64),
      fileName: 'agent.json',
      fileSize: 1200,
    },
    updatedAt: '2025-05-01T10:00:00.000Z',
    seller: { id: 'seller-1', firstName: 'Sam', lastName: 'Seller', profileImageUrl: null, verifiedDomain: null },
    rating: { average: 0, count: 0 },
    images: [],
    ...overrides,
  };
};

export const testListingDetail = (overrides: Partial<ListingDetail> = {}): ListingDetail => ({
  ...testListing(),
  reviews: [],
  ...overrides,
});

export const listingPage = (count: number, overrides: Partial<Listing> = {}) =>
  Array.from({ length: count }, () => testListing(overrides));
