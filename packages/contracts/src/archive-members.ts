/**
 * What the server's scan blocks and what the `agentsy` command refuses to unpack are one rule:
 * a member the scan lets through is one every buyer's install can write under its own folder.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Member names are UTF-8 by flag or in practice; anything else is shown byte for byte (Latin-1). */
export const decodeMemberName = (raw: Uint8Array) => {
  try {
    return utf8.decode(raw);
  } catch {
    return Array.from(raw, (byte) => String.fromCharCode(byte)).join('');
  }
};

/** Why a member may not be written where its name says, relative to the archive's folder, or undefined. */
export const unsafeMemberPath = (name: string, mode: number) => {
  if ((mode & 0o170000) === 0o120000) return 'is a symbolic link';
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return 'is an absolute path';
  if (name.split(/[/\\]/).includes('..')) return 'climbs out of its folder with ".."';
  if (name.includes('\\') || name.includes('\0')) return 'is not a plain forward-slash path';
  if (name.split('/').some((part, i, all) => part === '' && i < all.length - 1)) return 'has an empty folder name';
  return undefined;
};
