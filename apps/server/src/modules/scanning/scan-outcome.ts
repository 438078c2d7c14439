import { type NotificationData, scanMessages } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { tellFollowersOfNewListing } from '../follows/follows.service';
import type { QueueMail, QueueMails } from '../mail/mail.service';
import { type NewNotification, notifyUsers } from '../notifications/notifications.service';
import { downloadersOf } from '../orders/orders.service';
import { publishVersionRow, setVersionStatus, withdrawBlockedVersion } from '../releases/publish-row';
import type { ScanOutcome, VersionFacts } from './scans.repo';

/** `queueMails` mails many at once (followers of a seller); without it they get the notice only. */
type Notify = { queueMail: QueueMail; queueMails?: QueueMails };

/**
 * What a finished scan (or an admin's decision) does to its version, in the transaction that
 * records it. Clean publishes through the releases module's one publishing function. Blocked
 * withdraws a published version and tells its downloaders and its seller. Flagged and error wait
 * for an admin: an unpublished version stays unpublished, a published one stays available
 * meanwhile (a weak signal does not take a file away from the people who bought it). Says whether
 * the publish owes update notices, for the caller to wake their job once the transaction commits.
 */
export const applyScanOutcome = async (
  tx: DbOrTx,
  { facts, status, now, notify }: { facts: VersionFacts; status: ScanOutcome; now: Date; notify: Notify },
): Promise<{ noticesOwed: boolean }> => {
  const { version } = facts;
  const live = version.publishedAt !== null && version.revokedAt === null;
  if (status === 'clean') {
    if (version.status === 'clean' && version.publishedAt) return { noticesOwed: false };
    const published = await publishVersionRow(tx, version.id, now);
    if (published?.isFirstRelease && !facts.listingRemovedAt) {
      const listing = { listingId: version.listingId, listingTitle: facts.listingTitle, sellerId: facts.sellerId };
      await tellFollowersOfNewListing(tx, listing, notify.queueMails);
    }
    return { noticesOwed: published?.noticesOwed ?? false };
  }
  if (status === 'blocked') {
    await withdrawBlockedVersion(tx, version.id, now);
    if (live) await tellOfWithdrawal(tx, facts, notify);
    return { noticesOwed: false };
  }
  await setVersionStatus(tx, version.id, status);
  return { noticesOwed: false };
};

/** The seller's own upload or rescan came back: one notification per scan. */
export const tellSellerOfScan = async (
  tx: DbOrTx,
  { facts, status, subjectId }: { facts: VersionFacts; status: ScanOutcome; subjectId: string },
) => {
  const data: NotificationData<'scan_finished'> = {
    listingId: facts.version.listingId,
    listingTitle: facts.listingTitle,
    version: facts.version.version,
    status,
  };
  await notifyUsers(tx, [
    { userId: facts.sellerId, kind: 'scan_finished', subjectId, link: '/seller-dashboard', data },
  ]);
};

/** Everyone who downloaded the listing's file, and its seller: a notification and a mail each. */
const tellOfWithdrawal = async (tx: DbOrTx, facts: VersionFacts, { queueMail }: Notify) => {
  const { version } = facts;
  const recipients = [...new Set([...(await downloadersOf(tx, version.listingId)), facts.sellerId])];
  const data: NotificationData<'version_blocked'> = {
    listingId: version.listingId,
    listingTitle: facts.listingTitle,
    version: version.version,
    reason: scanMessages.withdrawnReason,
  };
  const rows: NewNotification[] = recipients.map((userId) => ({
    userId,
    kind: 'version_blocked',
    subjectId: version.id,
    link: userId === facts.sellerId ? '/seller-dashboard' : `/orders?listing=${version.listingId}`,
    data,
  }));
  for (const row of await notifyUsers(tx, rows)) {
    await queueMail(tx, {
      userId: row.userId,
      template: 'versionBlocked',
      data: { listingTitle: facts.listingTitle, version: version.version, reason: scanMessages.withdrawnReason },
    });
  }
};
