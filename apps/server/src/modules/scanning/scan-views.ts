import { type AdminScanItem, type PublicVersionScan, type SellerVersionScan, scanLimits } from '@agentsy/contracts';
import type { ScanRow, VersionFacts } from './scans.repo';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The version's scans newest first: the newest finished one is its result. */
const latestFinished = (scans: ScanRow[]) => scans.find((s) => s.finishedAt);

/** The seller's and admins' answer: the status, the latest result, the appeal and the rescans left. */
export const toSellerScan = (facts: VersionFacts, scans: ScanRow[], now: Date): SellerVersionScan => {
  const done = latestFinished(scans);
  const current = scans[0];
  const appealed = scans.find((s) => s.appealedAt);
  const decided = scans.find((s) => s.decidedAt);
  const since = now.getTime() - DAY_MS;
  const rescans = scans.filter((s) => s.reason === 'seller' && s.createdAt.getTime() >= since).length;
  return {
    versionId: facts.version.id,
    sha256: facts.version.sha256 ?? '',
    status: facts.version.status,
    engineVersion: done?.engineVersion ?? null,
    startedAt: iso(current?.startedAt),
    finishedAt: iso(done?.finishedAt),
    summary: done?.result?.summary ?? null,
    findings: done?.result?.findings ?? [],
    appeal: appealed ? { note: appealed.appealNote ?? '', appealedAt: appealed.appealedAt!.toISOString() } : null,
    decision:
      decided?.decision && decided.decidedAt
        ? { decision: decided.decision, note: decided.decisionNote ?? '', decidedAt: decided.decidedAt.toISOString() }
        : null,
    rescansLeft: Math.max(0, scanLimits.rescansPerDay - rescans),
  };
};

/** Anyone else, on a published version: the outcome and what was read, never the findings. */
export const toPublicScan = (facts: VersionFacts, scans: ScanRow[]): PublicVersionScan => {
  const done = latestFinished(scans);
  return { status: facts.version.status, finishedAt: iso(done?.finishedAt), summary: done?.result?.summary ?? null };
};

export const toAdminItem = (
  row: { scan: ScanRow; version: VersionFacts['version']; listingTitle: string; sellerId: string },
  now: Date,
): AdminScanItem => ({
  scanId: row.scan.id,
  versionId: row.version.id,
  listingId: row.version.listingId,
  listingTitle: row.listingTitle,
  sellerId: row.sellerId,
  version: row.version.version,
  fileName: row.version.fileName,
  sha256: row.scan.sha256,
  status: row.version.status,
  published: row.version.publishedAt !== null && row.version.revokedAt === null,
  finishedAt: row.scan.finishedAt!.toISOString(),
  ageSeconds: Math.max(0, Math.floor((now.getTime() - row.scan.finishedAt!.getTime()) / 1000)),
  summary: row.scan.result?.summary ?? null,
  findings: row.scan.result?.findings ?? [],
  appeal: row.scan.appealedAt
    ? { note: row.scan.appealNote ?? '', appealedAt: row.scan.appealedAt.toISOString() }
    : null,
});
