import { randomBytes } from 'node:crypto';
import { type DomainStatus, domainMessages, domainProof, txtRecordOf, wellKnownUrlOf } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { QueueMail } from '../mail/mail.service';
import type { DomainProof } from './domain-proof';
import type { NamesService } from './names.service';
import {
  claimsDueForRecheck,
  clearBadge,
  type DomainClaimRow,
  deleteDomainClaim,
  findDomainClaim,
  findDomainHolder,
  markDomainUnverified,
  markDomainVerified,
  recordRecheck,
  saveDomainClaim,
} from './trust.repo';

type Deps = { db: Database; proof: DomainProof; names: NamesService; mail: { queue: QueueMail } };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const RECHECK_BATCH = 50;

const toStatus = (c: DomainClaimRow): DomainStatus => ({
  domain: c.domain,
  token: c.token,
  txtRecord: txtRecordOf(c.token),
  wellKnownUrl: wellKnownUrlOf(c.domain),
  verifiedAt: c.verifiedAt?.toISOString() ?? null,
  lastCheckedAt: c.lastCheckedAt?.toISOString() ?? null,
  checkFailures: c.checkFailures,
});

const taken = (domain: string) =>
  new AppError('DOMAIN_TAKEN', {
    message: domainMessages.taken(domain),
    fields: { domain: domainMessages.taken(domain) },
  });

/** Verified domains (docs/product.md, Verified domain): the claim, the proof, the weekly re-check. */
export const createDomainsService = ({ db, proof, names, mail }: Deps) => {
  const requireClaim = async (userId: string) => {
    const claim = await findDomainClaim(db, userId);
    if (!claim) throw new AppError('NOT_FOUND', { message: domainMessages.noClaim });
    return claim;
  };

  return {
    getDomain: async (userId: string) => {
      const claim = await findDomainClaim(db, userId);
      return claim ? toStatus(claim) : null;
    },

    /** The same domain again keeps its token, so a record already published stays good. */
    claimDomain: async ({ userId, domain }: { userId: string; domain: string }) => {
      if (await findDomainHolder(db, domain, userId)) throw taken(domain);
      const current = await findDomainClaim(db, userId);
      if (current?.domain === domain) return toStatus(current);
      const claim = await db.transaction(async (tx) => {
        await clearBadge(tx, userId);
        return saveDomainClaim(tx, { userId, domain, token: randomBytes(16).toString('hex') });
      });
      return toStatus(claim);
    },

    verifyDomain: async ({ userId, now = new Date() }: { userId: string; now?: Date }) => {
      const claim = await requireClaim(userId);
      if (await findDomainHolder(db, claim.domain, userId)) throw taken(claim.domain);
      const result = await proof.prove(claim.domain, claim.token);
      if (!result.found) {
        throw new AppError('DOMAIN_NOT_VERIFIED', { message: result.findings, fields: { domain: result.findings } });
      }
      try {
        await db.transaction(async (tx) => {
          await markDomainVerified(tx, { userId, domain: claim.domain, at: now });
          await names.protectNamesOf(tx, userId);
        });
      } catch (err) {
        // Another account proved the same domain a moment earlier.
        if (isUniqueViolation(err)) throw taken(claim.domain);
        throw err;
      }
      return { verified: true as const, verifiedAt: now.toISOString() };
    },

    removeDomain: async (userId: string) => {
      await requireClaim(userId);
      await db.transaction(async (tx) => {
        await clearBadge(tx, userId);
        await deleteDomainClaim(tx, userId);
      });
      return { removed: true as const };
    },

    /**
     * The weekly re-check (jobs/domain-recheck.ts): each verified domain not checked for a week
     * is checked again; the third failure in a row removes the badge and mails the seller.
     */
    recheckDomains: async ({ now, signal }: { now: Date; signal?: AbortSignal }) => {
      const due = await claimsDueForRecheck(db, new Date(now.getTime() - WEEK_MS), RECHECK_BATCH);
      const tally = { checked: 0, failed: 0, removed: 0 };
      for (const claim of due) {
        if (signal?.aborted) break;
        const result = await proof.prove(claim.domain, claim.token);
        await db.transaction(async (tx) => {
          const failures = await recordRecheck(tx, {
            userId: claim.userId,
            token: claim.token,
            at: now,
            isFound: result.found,
          });
          tally.checked += 1;
          if (failures === undefined || result.found) return;
          tally.failed += 1;
          if (failures < domainProof.maxFailures) return;
          await markDomainUnverified(tx, claim.userId);
          await mail.queue(tx, {
            userId: claim.userId,
            template: 'domainBadgeRemoved',
            data: { domain: claim.domain, findings: result.findings, failures },
          });
          tally.removed += 1;
        });
      }
      return tally;
    },
  };
};

export type DomainsService = ReturnType<typeof createDomainsService>;
