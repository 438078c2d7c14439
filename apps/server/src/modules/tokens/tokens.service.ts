import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type CreatedToken,
  type CreateTokenRequest,
  type TokenScope,
  tokenMessages,
  tokenPrefix,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById } from '../users/users.service';
import { findTokenByHash, insertToken, listTokens, revokeToken, type TokenRow, touchToken } from './tokens.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Skips the write when this process marked the token this recently; the repo checks again. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The secret is random, not a password: one fast hash is all a lookup needs. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const viewOf = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Who a valid token speaks for, as the API routes see it. */
export type TokenCaller = { userId: string; email: string; tokenId: string; scopes: readonly TokenScope[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const createTokensService = ({ db, now = () => new Date() }: { db: Database; now?: () => Date }) => {
  const touchedAt = new Map<string, number>();

  const markUsed = async (tokenId: string) => {
    const at = now().getTime();
    if (at - (touchedAt.get(tokenId) ?? 0) < TOUCH_EVERY_MS) return;
    touchedAt.set(tokenId, at);
    // The map only saves writes; it forgets everything past a size that no real load reaches.
    if (touchedAt.size > 10_000) touchedAt.clear();
    await touchToken(db, tokenId);
  };

  return {
    create: async (userId: string, input: Required<CreateTokenRequest>): Promise<CreatedToken> => {
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED');
      if (!user.sellerEnabled) throw new AppError('SELLER_MODE_REQUIRED', { message: tokenMessages.sellerOnly });
      const secret = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
      const row = await insertToken(db, {
        userId,
        kind: 'seller',
        name: input.name,
        scopes: input.scopes,
        secretHash: hashSecret(secret),
        hint: `${secret.slice(0, tokenPrefix.length + 4)}…`,
        expiresAt: new Date(now().getTime() + input.expiresInDays * DAY_MS),
      });
      return { ...viewOf(row), token: secret };
    },

    list: async (userId: string) => ({ tokens: (await listTokens(db, userId, 'seller')).map(viewOf) }),

    revoke: async (userId: string, id: string) => {
      if (!UUID.test(id) || !(await revokeToken(db, userId, id))) {
        throw new AppError('NOT_FOUND', { message: 'Token not found.' });
      }
      return { revoked: true as const };
    },

    /**
     * The caller behind `Authorization: Bearer agsy_…`: 401 for no token, an unknown, expired or
     * revoked one, or an account that is gone or no longer sells.
     */
    authenticate: async (
      authorization: string | undefined,
      kind: TokenRow['kind'] = 'seller',
    ): Promise<TokenCaller> => {
      const secret = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!secret) throw new AppError('UNAUTHORIZED', { message: tokenMessages.missing });
      if (!secret.startsWith(tokenPrefix) || secret.length > 200) {
        throw new AppError('UNAUTHORIZED', { message: tokenMessages.invalid });
      }
      const found = await findTokenByHash(db, hashSecret(secret));
      if (!found || found.token.kind !== kind || found.deletedAt) {
        throw new AppError('UNAUTHORIZED', { message: tokenMessages.invalid });
      }
      if (found.token.revokedAt) throw new AppError('UNAUTHORIZED', { message: tokenMessages.revoked });
      if (found.expired) throw new AppError('UNAUTHORIZED', { message: tokenMessages.expired });
      if (kind === 'seller' && !found.sellerEnabled) {
        throw new AppError('SELLER_MODE_REQUIRED', { message: tokenMessages.sellerOnly });
      }
      await markUsed(found.token.id);
      return {
        userId: found.token.userId,
        email: found.email,
        tokenId: found.token.id,
        scopes: found.token.scopes as TokenScope[],
      };
    },
  };
};

export type TokensService = ReturnType<typeof createTokensService>;
