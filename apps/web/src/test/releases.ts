import type { ListingVersion, Model, OrderVersion, OrderVersions } from '@agentsy/contracts';

let n = 0;

/** A version as GET /api/listings/:id/versions returns it; tests override what they look at. */
export const testVersion = (overrides: Partial<ListingVersion> = {}): ListingVersion => {
  n += 1;
  return {
    id: `version-${n}`,
    listingId: 'listing-1',
    version: `1.0.${n}`,
    changelog: `Change number ${n}`,
    fileName: 'agent.zip',
    fileSize: 2048,
    sha256: String(n).padStart(64, '0'),
    status: 'clean',
    publishedAt: '2026-11-01T10:00:00.000Z',
    revokedAt: null,
    revokeReason: null,
    compatibility: null,
    files: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
};

/** One entry of GET /api/orders/:id/versions. */
export const testOrderVersion = (overrides: Partial<OrderVersion> & { version: string }): OrderVersion => ({
  changelog: `What changed in ${overrides.version}`,
  publishedAt: '2026-11-01T10:00:00.000Z',
  sha256: overrides.version.replace(/\D/g, '').padEnd(64, 'a'),
  fileSize: 4096,
  revoked: false,
  downloadUrl: `/api/downloads/order-1/versions/${overrides.version}?token=t-${overrides.version}`,
  ...overrides,
});

/** The answer of GET /api/orders/:id/versions: notices on and nothing downloaded unless given. */
export const testOrderVersions = (
  versions: OrderVersion[],
  overrides: Partial<Omit<OrderVersions, 'versions'>> = {},
): OrderVersions => ({ updateNoticesEnabled: true, lastDownloadedVersion: null, versions, ...overrides });

/** GET /api/models: one retired model with its replacement, and that replacement. */
export const testModels: Model[] = [
  {
    id: 'gpt-4o',
    provider: 'OpenAI',
    name: 'GPT-4o',
    status: 'retired',
    shutdownDate: '2026-02-13',
    replacement: 'gpt-5',
  },
  { id: 'gpt-5', provider: 'OpenAI', name: 'GPT-5', status: 'active', shutdownDate: null, replacement: null },
];
