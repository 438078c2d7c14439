import type { ScanFinding } from '@agentsy/contracts';
import type { Member } from './findings';
import { checkInjection } from './injection';
import { checkMalware } from './malware';
import { checkSecrets } from './secrets';
import { checkWorkflowCredentials } from './workflows';

/** The content rule families, over every byte of one member that is not an archive. */
export const checkContent = async (member: Member): Promise<ScanFinding[]> => [
  ...(await checkSecrets(member)),
  ...checkWorkflowCredentials(member),
  ...checkMalware(member),
  ...checkInjection(member),
];
