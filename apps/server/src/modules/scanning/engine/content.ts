import type { ScanFinding } from '@agentsy/contracts';
import type { Member } from './findings';

/** The content rule families, over every byte of one member that is not an archive. */
export const checkContent = async (_member: Member): Promise<ScanFinding[]> => [];
