import type { MailContent } from './mail-layout';

type Url = (path: string) => string;

/** Mails about a seller's webhooks (modules/webhooks). */
export const webhookMailTemplates = {
  /** Every retry of a delivery failed, so the endpoint was turned off. */
  webhookDisabled: (d: { url: string; attempts: number; lastProblem: string }, url: Url): MailContent => ({
    kind: 'seller',
    subject: 'Your webhook was turned off',
    heading: 'We stopped sending to your webhook',
    lines: [
      `A delivery to ${d.url} failed ${d.attempts} times in a row, so we turned this webhook off and send it nothing more.`,
      `The last attempt's problem: ${d.lastProblem || 'no answer'}.`,
      'Fix the receiver, then turn the webhook back on in Settings › Developers; you can send failed deliveries again from its delivery log.',
    ],
    action: { label: 'Open Developers settings', url: url('/settings') },
  }),
} as const;
