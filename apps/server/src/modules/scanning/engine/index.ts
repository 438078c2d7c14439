import type { EngineResult } from '@agentsy/contracts';

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
