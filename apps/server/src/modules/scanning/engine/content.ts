import type { ScanFinding } from '@agentsy/contracts';
import type { Member } from './findings';
import { checkInjection } from './injection';
import { checkMalware } from './malware';
import { checkWorkflowCredentials } from './workflows';

/** The content rule families that read one member at a time (secrets are batched: secrets.ts). */
export const checkContent = (member: Member): ScanFinding[] => [
  ...checkWorkflowCredentials(member),
  ...checkMalware(member),
  ...checkInjection(member),
];
