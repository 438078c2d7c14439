import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  type DeviceAuthorization,
  type DeviceToken,
  type DeviceTokenErrorBody,
  deviceFlowLimits,
  deviceMessages,
  type PendingDevice,
  tokenMessages,
  userCodeAlphabet,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TokenCaller, TokensService } from '../tokens/tokens.service';
import * as repo from './device-codes.repo';

type Deps = { db: Database; tokens: TokensService; publicUrl: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const newUserCode = () => {
  const letters = Array.from({ length: 8 }, () => userCodeAlphabet[randomInt(userCodeAlphabet.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
};

/** The answer of a poll that gets no token yet: the RFC's error code and a sentence for people. */
export class DeviceTokenRefusal extends Error {
  constructor(readonly body: DeviceTokenErrorBody) {
    super(body.message);
  }
}

const refuse = (error: DeviceTokenErrorBody['error'], message: string, interval?: number) =>
  new DeviceTokenRefusal({ error, message, ...(interval ? { interval } : {}) });

/** The device flow of RFC 8628 for the `agentsy` command line (docs/product.md#the-command-line). */
export const createDeviceFlowService = ({ db, tokens, publicUrl }: Deps) => ({
  /** POST /api/cli/device: a new code pair; the device code is returned once and kept only hashed. */
  start: async ({ address, userAgent }: { address: string | null; userAgent: string | null }) => {
    await repo.deleteOldDeviceCodes(db);
    const deviceCode = randomBytes(32).toString('base64url');
    // A short code already in use (one in 25 billion) is drawn again rather than shared.
    for (let attempt = 0; attempt < 5; attempt++) {
      const userCode = newUserCode();
      const row = await repo.insertDeviceCode(db, {
        deviceCodeHash: sha256(deviceCode),
        userCode,
        intervalSeconds: deviceFlowLimits.intervalSeconds,
        requestAddress: address,
        userAgent: userAgent?.slice(0, 200) ?? null,
        expiresAt: new Date(Date.now() + deviceFlowLimits.expiresInSeconds * 1000),
      });
      if (!row) continue;
      const verificationUri = `${publicUrl}/activate`;
      return {
        deviceCode,
        userCode,
        verificationUri,
        verificationUriComplete: `${verificationUri}?code=${userCode}`,
        expiresIn: deviceFlowLimits.expiresInSeconds,
        interval: deviceFlowLimits.intervalSeconds,
      } satisfies DeviceAuthorization;
    }
    throw new AppError('SERVICE_UNAVAILABLE');
  },

  /**
   * POST /api/cli/token: the token once the code is approved, else why not. Polling sooner than
   * the interval answers `slow_down` and lengthens the interval, as the RFC asks.
   */
  collect: async (deviceCode: string): Promise<DeviceToken> => {
    const found = await repo.findDeviceCodeByHash(db, sha256(deviceCode));
    if (!found || found.code.status === 'consumed') throw refuse('invalid_grant', deviceMessages.invalid);
    const { code } = found;
    if (found.expired) throw refuse('expired_token', deviceMessages.expired);
    if (code.status === 'denied') throw refuse('access_denied', deviceMessages.denied);
    if (code.status === 'pending') {
      if (found.sinceLastPoll !== null && found.sinceLastPoll < code.intervalSeconds) {
        const interval = code.intervalSeconds + deviceFlowLimits.slowDownStepSeconds;
        await repo.recordPoll(db, code.id, interval);
        throw refuse('slow_down', deviceMessages.slowDown, interval);
      }
      await repo.recordPoll(db, code.id, code.intervalSeconds);
      throw refuse('authorization_pending', deviceMessages.pending);
    }
    const issued = await db.transaction(async (tx) => {
      const consumed = await repo.consumeApproved(tx, code.id);
      if (!consumed?.userId) return undefined;
      const token = await tokens.issueBuyerToken(tx, {
        userId: consumed.userId,
        name: `Command line (${consumed.userAgent ?? 'agentsy'})`.slice(0, 100),
        days: deviceFlowLimits.buyerTokenDays,
      });
      await repo.attachToken(tx, code.id, token.id);
      return token;
    });
    // Another poll of the same code collected the token first.
    if (!issued) throw refuse('invalid_grant', deviceMessages.invalid);
    return { token: issued.token, expiresAt: issued.expiresAt };
  },

  /** GET /api/cli/device/:userCode: what /activate shows before the person decides. */
  pending: async (userCode: string): Promise<PendingDevice> => {
    const row = await repo.findPendingByUserCode(db, userCode);
    if (!row) throw new AppError('NOT_FOUND', { message: deviceMessages.codeNotFound });
    return {
      userCode: row.userCode,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      fromAddress: row.requestAddress,
      userAgent: row.userAgent,
    };
  },

  /** Approve or deny a waiting code for the signed-in user; a decided or expired code is 404. */
  decide: async ({ userId, userCode, approve }: { userId: string; userCode: string; approve: boolean }) => {
    const status = approve ? ('approved' as const) : ('denied' as const);
    if (!(await repo.decidePending(db, { userCode, userId, status }))) {
      throw new AppError('NOT_FOUND', { message: deviceMessages.codeNotFound });
    }
    return { status };
  },

  /**
   * DELETE /api/cli/token: `agentsy logout` revokes the buyer token it authenticated with. Two
   * logouts racing with one token: the loser finds it already revoked, as its own check would.
   */
  signOut: async (caller: TokenCaller) => {
    try {
      await tokens.revoke(caller.userId, caller.tokenId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw new AppError('UNAUTHORIZED', { message: tokenMessages.revoked });
      }
      throw error;
    }
  },
});

export type DeviceFlowService = ReturnType<typeof createDeviceFlowService>;
