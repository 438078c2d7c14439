import { z } from 'zod';
import { versionStatuses } from './releases';

/** How bad a finding is: critical blocks a version, warn holds it for an admin, info is shown only. */
export const scanSeverities = ['critical', 'warn', 'info'] as const;
export type ScanSeverity = (typeof scanSeverities)[number];

/**
 * One thing the scanner found. `ruleId` is stable (`archive.path`, `secret.openai`, …) so sellers,
 * admins and tests can refer to it; `evidence` never holds a secret, at most its first four
 * characters and `…`.
 */
export const scanFindingSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(scanSeverities),
  /** The member path inside an archive (nested archives joined with `!/`), else the file name. */
  file: z.string(),
  /** 1-based line of a text file, null where a line means nothing (binaries, archive structure). */
  line: z.number().int().nullable(),
  message: z.string(),
  evidence: z.string(),
});
export type ScanFinding = z.infer<typeof scanFindingSchema>;

export const scanSummarySchema = z.object({
  files: z.number().int(),
  bytes: z.number().int(),
  critical: z.number().int(),
  warn: z.number().int(),
  info: z.number().int(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

/** What the engine answers for one agent file. */
export const engineResultSchema = z.object({ summary: scanSummarySchema, findings: z.array(scanFindingSchema) });
export type EngineResult = z.infer<typeof engineResultSchema>;

/** GET /api/listings/:id/versions/:version/scan for the seller and admins. */
export const versionScanSchema = z.object({
  status: z.enum(versionStatuses),
  engineVersion: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  summary: scanSummarySchema.nullable(),
  findings: z.array(scanFindingSchema),
});
export type VersionScan = z.infer<typeof versionScanSchema>;

/** The same call for anyone else, on a published version. */
export const publicVersionScanSchema = versionScanSchema.pick({ status: true, finishedAt: true, summary: true });
export type PublicVersionScan = z.infer<typeof publicVersionScanSchema>;

/** The status a finished scan gives: any critical blocks, warn flags, else clean. */
export const statusOfFindings = (findings: readonly Pick<ScanFinding, 'severity'>[]) =>
  findings.some((f) => f.severity === 'critical')
    ? ('blocked' as const)
    : findings.some((f) => f.severity === 'warn')
      ? ('flagged' as const)
      : ('clean' as const);
