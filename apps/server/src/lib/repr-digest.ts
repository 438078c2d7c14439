/**
 * `Repr-Digest` (RFC 9530) of a stored file from its hex sha256. In lib, not in releases, because
 * order downloads send it too and releases already use orders.
 */
export const reprDigestOf = (sha256Hex: string) => `sha-256=:${Buffer.from(sha256Hex, 'hex').toString('base64')}:`;
