import { limits, videoExtensions } from '@agentsy/contracts/constants';

export type Problem = { title: string; message?: string };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

export const hasExtension = (file: File, extensions: readonly string[]) => extensions.includes(extensionOf(file.name));

export const isUnder = (file: File, maxBytes: number) => file.size < maxBytes;

/** The accept attribute of a file input for these extensions. */
export const acceptOf = (extensions: readonly string[]) => extensions.join(',');

export const agentFileTooLarge: Problem = { title: 'File Too Large', message: 'Agent file must be under 10MB.' };

export const checkAgentFile = (file: File, extensions: readonly string[], wrongType: Problem): Problem | null => {
  if (!hasExtension(file, extensions)) return wrongType;
  if (!isUnder(file, limits.agentFileMaxBytes)) return agentFileTooLarge;
  return null;
};

export const checkVideoFile = (file: File, problems: { wrongType: Problem; tooLarge: Problem }): Problem | null => {
  if (!hasExtension(file, videoExtensions)) return problems.wrongType;
  if (!isUnder(file, limits.videoMaxBytes)) return problems.tooLarge;
  return null;
};
