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
  };
};

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
