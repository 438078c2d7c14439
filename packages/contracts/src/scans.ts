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

/** Spec part 3, sections 2 and 9. */
export const scanLimits = {
  rescansPerDay: 3,
  appealNoteMax: 2000,
  decisionNoteMax: 2000,
} as const;

export const scanMessages = {
  versionNotFound: 'Version not found.',
  rescanForbidden: 'Only the seller of this listing can ask for a new scan.',
  rescanLimit: `A version can be scanned again ${scanLimits.rescansPerDay} times a day. Please try again later.`,
  rescanBusy: 'This version is already being checked.',
  appealForbidden: 'Only the seller of this listing can appeal.',
  appealNotAllowed: 'Only a blocked or flagged version can be appealed.',
  appealTaken: 'This version was already appealed; an admin will look at it.',
  appealNoteRequired: 'Tell the reviewer why this file is safe.',
  appealNoteTooLong: `The note can be at most ${scanLimits.appealNoteMax.toLocaleString('en-US')} characters.`,
  decisionNoteRequired: 'Write a note for the seller and the audit log.',
  decisionNoteTooLong: `The note can be at most ${scanLimits.decisionNoteMax.toLocaleString('en-US')} characters.`,
  notInQueue: 'This version is not waiting for a decision.',
  changedSinceSeen: 'This version was scanned again since you opened it. Reload the queue and decide again.',
  /** The reason buyers read on a published version that a later scan blocked. */
  withdrawnReason: 'a security check found a problem in its file',
} as const;

/** The seller's and admins' view adds the appeal and the rescans left today. */
export const sellerVersionScanSchema = versionScanSchema.extend({
  versionId: z.string(),
  sha256: z.string(),
  appeal: z.object({ note: z.string(), appealedAt: z.string() }).nullable(),
  decision: z.object({ decision: z.enum(['clear', 'block']), note: z.string(), decidedAt: z.string() }).nullable(),
  rescansLeft: z.number().int(),
});
export type SellerVersionScan = z.infer<typeof sellerVersionScanSchema>;

/** Either view: the full one for the seller and admins, the short one for anyone else. */
export const versionScanAnswerSchema = z.union([sellerVersionScanSchema, publicVersionScanSchema]);

export const scanAppealSchema = z.object({
  note: z
    .string({ message: scanMessages.appealNoteRequired })
    .trim()
    .min(1, scanMessages.appealNoteRequired)
    .max(scanLimits.appealNoteMax, scanMessages.appealNoteTooLong),
});
export type ScanAppeal = z.infer<typeof scanAppealSchema>;

/** The admin queue: versions whose latest scan waits for a person. */
export const scanQueueStatuses = ['flagged', 'blocked', 'error'] as const;
export const adminScansQuerySchema = z.object({ status: z.enum(scanQueueStatuses).optional() });

export const adminScanItemSchema = z.object({
  /** The scan this item shows; a decision names it, so a rescan in between refuses the decision. */
  scanId: z.string(),
  versionId: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  sellerId: z.string(),
  version: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  status: z.enum(versionStatuses),
  published: z.boolean(),
  /** When the scan finished, and how long ago in seconds: the queue is oldest first. */
  finishedAt: z.string(),
  ageSeconds: z.number().int(),
  summary: scanSummarySchema.nullable(),
  findings: z.array(scanFindingSchema),
  appeal: z.object({ note: z.string(), appealedAt: z.string() }).nullable(),
});
export type AdminScanItem = z.infer<typeof adminScanItemSchema>;
export const adminScanListSchema = z.object({ items: z.array(adminScanItemSchema) });
export type AdminScanList = z.infer<typeof adminScanListSchema>;

/** `sha256` is the file the admin looked at: a decision on any other file is refused. */
export const scanDecisionSchema = z.object({
  decision: z.enum(['clear', 'block']),
  note: z
    .string({ message: scanMessages.decisionNoteRequired })
    .trim()
    .min(1, scanMessages.decisionNoteRequired)
    .max(scanLimits.decisionNoteMax, scanMessages.decisionNoteTooLong),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be the 64 hex digits of the file the decision is about.'),
  scanId: z.uuid({ error: 'scanId must be the scan the decision is about.' }),
});
export type ScanDecision = z.infer<typeof scanDecisionSchema>;
