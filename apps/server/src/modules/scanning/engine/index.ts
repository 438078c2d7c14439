import type { EngineResult } from '@agentsy/contracts';
import { createScanPool, type ScannerOptions } from './pool';
import { scanUpload } from './scan';

/**
 * The scanning engine's public face. Bump ENGINE_VERSION whenever a rule changes what it finds:
 * every published version is then scanned again in the background.
 */
export const ENGINE_VERSION = '2026.11.1';

export type ScanInput = {
  /** The exact stored bytes of the agent file (at most 10 MB). */
  bytes: Buffer;
  /** The uploaded file name; its extension is checked against the content. */
  fileName: string;
};

export type { EngineResult, ScannerOptions };

/** What the scan pipeline is given: scans one file, and lets its threads go on shutdown. */
export type Scanner = {
  scan: (input: ScanInput) => Promise<EngineResult>;
  close: () => Promise<void>;
};

/**
 * Scans one agent file on the calling thread (the worker threads run this). Request handlers
 * use a scanner from createScanner instead, so a scan never holds up an answer.
 */
export const scanAgentFile = ({ bytes, fileName }: ScanInput): Promise<EngineResult> => scanUpload(bytes, fileName);

/** Scans in a pool of worker threads (1 unless `threads` says otherwise). */
export const createScanner = (options?: ScannerOptions): Scanner => createScanPool(options);
