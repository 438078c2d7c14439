import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Independent 256-bit keys for each purpose, derived from the one session secret with HKDF, so
 * a leaked download token key says nothing about the bank-number key and rotation is one variable.
 */
export const deriveKey = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'agentsy', purpose, 32));

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export const createCipher = (key: Buffer) => ({
  encrypt: (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  },
  decrypt: (sealed: string) => {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  },
});

export type SignedTokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Stateless expiring tokens: "<expiresAtSeconds>.<hmac(subject.expires)>". Nothing is stored, so
 * any app process can check a link another one issued.
 */
export const createTokenSigner = (key: Buffer) => {
  const mac = (subject: string, expires: number) =>
    createHmac('sha256', key).update(`${subject}.${expires}`).digest('base64url');
  return {
    sign: (subject: string, expiresAt: Date) => {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${expires}.${mac(subject, expires)}`;
    },
    verify: (subject: string, token: string, now = new Date()): SignedTokenCheck => {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const expires = Number(match[1]);
      const expected = Buffer.from(mac(subject, expires));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true };
    },
  };
};
