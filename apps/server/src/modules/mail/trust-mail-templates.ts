import { communityMailTemplates } from './community-mail-templates';
import type { MailContent } from './mail-layout';
import { modelMailTemplates } from './model-mail-templates';
import { webhookMailTemplates } from './webhook-mail-templates';

type Url = (path: string) => string;

/** Mails about a seller's verified domain (modules/trust). */
export const trustMailTemplates = {
  /** Always sent: the seller's public badge changed without them doing anything. */
  domainBadgeRemoved: (d: { domain: string; findings: string; failures: number }, url: Url): MailContent => ({
    kind: 'security',
    subject: `Your badge "Verified: ${d.domain}" was removed`,
    heading: `We could no longer verify ${d.domain}`,
    lines: [
      `The weekly check found neither the DNS record nor the file ${d.failures} times in a row, so your profile, cards and listings no longer show "Verified: ${d.domain}".`,
      `What the last check found: ${d.findings}`,
      'Put the record or the file back, then choose "Verify now" in your settings to get the badge back.',
    ],
    action: { label: 'Open my settings', url: url('/settings') },
  }),
  // Spread here because mail-templates.ts is at its size limit.
  ...modelMailTemplates,
  ...webhookMailTemplates,
  ...communityMailTemplates,
} as const;
