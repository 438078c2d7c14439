import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailKind, mailKindSchema } from '@agentsy/contracts';
import { deriveKey } from '../../lib/secret-keys';

/**
 * "<base64url(userId:kind)>.<hmac>": a link that names one user's one switch and cannot be
 * forged or pointed at another user. It does not expire: an old mail's link must keep working.
 */
export const createUnsubscribeTokens = (sessionSecret: string) => {
  const key = deriveKey(sessionSecret, 'mail-unsubscribe');
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign: (userId: string, kind: MailKind) => {
      const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify: (token: string): { userId: string; kind: MailKind } | undefined => {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const decoded = Buffer.from(payload, 'base64url').toString('utf8');
      const at = decoded.lastIndexOf(':');
      const kind = mailKindSchema.safeParse(decoded.slice(at + 1));
      if (at <= 0 || !kind.success) return undefined;
      return { userId: decoded.slice(0, at), kind: kind.data };
    },
  };
};

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
