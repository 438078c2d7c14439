import type { EngineResult, ScanFinding } from '@agentsy/contracts';
import { inspectBytes } from '../../releases/file-inspection';

/**
 * The scanning engine's public face. Bump ENGINE_VERSION whenever a rule changes what it finds:
 * every published version is then scanned again in the background.
 */
export const ENGINE_VERSION = '1';

export type ScanInput = {
  /** The exact stored bytes of the agent file (at most 10 MB). */
  bytes: Buffer;
  /** The uploaded file name; its extension is checked against the content. */
  fileName: string;
};

export type { EngineResult };

/** What the scan pipeline is given: scans one file, and lets its threads go on shutdown. */
export type Scanner = {
  scan: (input: ScanInput) => Promise<EngineResult>;
  close: () => Promise<void>;
};

/** Scans one agent file. The first rule family: an archive must open whole within its limits. */
export const scanAgentFile = async ({ bytes, fileName }: ScanInput): Promise<EngineResult> => {
  const inspection = await inspectBytes(bytes, fileName);
  const findings: ScanFinding[] = inspection.complete
    ? []
    : [
        {
          ruleId: 'archive.limits',
          severity: 'critical',
          file: fileName,
          line: null,
          message: 'The archive could not be read whole within the archive limits.',
          evidence: '',
        },
      ];
  const count = (s: ScanFinding['severity']) => findings.filter((f) => f.severity === s).length;
  return {
    summary: {
      files: inspection.files.length,
      bytes: inspection.files.reduce((sum, f) => sum + f.size, 0),
      critical: count('critical'),
      warn: count('warn'),
      info: count('info'),
    },
    findings,
  };
};

export const createScanner = (): Scanner => ({ scan: scanAgentFile, close: async () => {} });
