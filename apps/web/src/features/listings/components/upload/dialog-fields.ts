import { isPrereleaseNumber, looksLikeVersionNumber, releaseMessages } from '@agentsy/contracts';
import { uploadFailureMessage } from '@/lib/api-client';
import { hasFieldErrors } from '@/lib/form-errors';

/** The quick upload dialog's fields and the checks it makes before sending. */
export type Fields = {
  title: string;
  platform: string;
  price: string;
  useCase: string;
  description: string;
  tags: string;
  version: string;
};
export const emptyFields: Fields = {
  title: '',
  platform: '',
  price: '',
  useCase: '',
  description: '',
  tags: '',
  version: '',
};

export const invalidFileType = {
  title: 'Invalid File Type',
  message: 'Please upload a .json, .yaml, .yml, .py, .txt, or .zip file.',
};

/** The first version's number, when given: strict semver, and not a prerelease (never current). */
export const versionProblemOf = (version: string) => {
  if (!version) return undefined;
  if (!looksLikeVersionNumber(version)) return releaseMessages.invalidVersion;
  return isPrereleaseNumber(version) ? releaseMessages.prereleaseFirstVersion : undefined;
};

/** A refused title (a reserved word, a verified seller's name) or compatibility is said under its field, not in a toast. */
export const uploadFailureToast = (error: unknown) =>
  hasFieldErrors(error, ['title', 'compatibility'])
    ? undefined
    : { title: 'Upload Failed', description: uploadFailureMessage(error, 'Failed to upload agent. Please try again.') };
