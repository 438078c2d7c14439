import { limits } from '@agentsy/contracts';
import { createTokenSigner, deriveKey } from '../../lib/secret-keys';

/** Signed, expiring download links (docs/product.md#orders-and-downloads: lasting access, 24-hour links). */
export const createDownloadLinks = (sessionSecret: string) => {
  const signer = createTokenSigner(deriveKey(sessionSecret, 'download-links'));
  return {
    issue: (orderId: string, now = new Date()) => {
      const token = signer.sign(orderId, new Date(now.getTime() + limits.downloadLinkHours * 3600_000));
      return { downloadUrl: `/api/downloads/${orderId}`, downloadToken: token };
    },
    verify: (orderId: string, token: string, now = new Date()) => signer.verify(orderId, token, now),
    /** A link to one version of the order's listing; the token is bound to both. */
    issueVersion: (orderId: string, version: string, now = new Date()) => {
      const token = signer.sign(`${orderId}@${version}`, new Date(now.getTime() + limits.downloadLinkHours * 3600_000));
      return `/api/downloads/${orderId}/versions/${encodeURIComponent(version)}?token=${encodeURIComponent(token)}`;
    },
    verifyVersion: (orderId: string, version: string, token: string, now = new Date()) =>
      signer.verify(`${orderId}@${version}`, token, now),
  };
};

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
