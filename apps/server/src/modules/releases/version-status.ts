import type { VersionStatus } from '@agentsy/contracts';
import type { Inspection } from './file-inspection';

/**
 * The one place a new version's status is decided. Until scanning (spec part 3, section 2)
 * replaces it, a file that passed today's upload checks (type by content, size, parseable JSON
 * and YAML, which ran while it streamed in) is clean; an archive that could not be read whole
 * within the archive limits is an error, which its seller sees and buyers never get.
 */
export const decideVersionStatus = async (inspection: Inspection): Promise<VersionStatus> =>
  inspection.complete ? 'clean' : 'error';

/** Statuses that publish a version at once; the others wait for a scan or an admin. */
export const isPublishable = (status: VersionStatus) => status === 'clean';
