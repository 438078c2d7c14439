import { isPrereleaseNumber, listingMessages, looksLikeVersionNumber, releaseMessages } from '@agentsy/contracts';
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

/**
 * What the dialog sends to POST /api/listings, or what stops it: a missing field (said in a
 * toast) or a version number the server would refuse (said under its field).
 */
export const listingFormOf = (
  fields: Fields,
  file: File | null,
): { form: FormData } | { missing: typeof listingMessages.missingFields } | { versionError: string } => {
  const price = Number(fields.price);
  const isMissing =
    !fields.title.trim() || !fields.platform || fields.price.trim() === '' || !fields.description.trim() || !file;
  if (isMissing || Number.isNaN(price) || price < 0) return { missing: listingMessages.missingFields };
  const version = fields.version.trim();
  const versionError = versionProblemOf(version);
  if (versionError) return { versionError };
  const form = new FormData();
  form.append('file', file);
  form.append('title', fields.title.trim());
  form.append('description', fields.description.trim());
  form.append('price', price.toFixed(2));
  form.append('platform', fields.platform);
  if (fields.useCase) form.append('useCase', fields.useCase);
  form.append('tags', fields.tags);
  // Empty: the server gives the first version 1.0.0.
  if (version) form.append('version', version);
  return { form };
};
