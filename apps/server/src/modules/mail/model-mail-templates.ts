import type { MailContent } from './mail-layout';

type Url = (path: string) => string;

/** What the model notices mails say (modules/models/model-notices.ts). */
export type ModelNoticeFacts = {
  listingTitle: string;
  modelName: string;
  shutdownDate: string | null;
  replacement: string | null;
};

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "13 Feb 2026" from the catalogue's YYYY-MM-DD. */
export const shutdownDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

const successor = (m: ModelNoticeFacts) => (m.replacement ? ` Its provider suggests ${m.replacement} instead.` : '');

/** Mails about the models a listing's current version targets. */
export const modelMailTemplates = {
  /** To the seller, once per listing and model, when the model is deprecated. */
  modelDeprecated: (m: ModelNoticeFacts, url: Url): MailContent => ({
    kind: 'seller',
    subject: `${m.modelName} is deprecated: ${m.listingTitle} targets it`,
    heading: `${m.modelName} is deprecated`,
    lines: [
      `The current version of ${m.listingTitle} targets ${m.modelName}, which its provider deprecated${
        m.shutdownDate ? ` and will shut down on ${shutdownDay(m.shutdownDate)}` : ''
      }.${successor(m)}`,
      'Publish a new version that works on a current model, so your buyers keep an agent that runs.',
    ],
    action: { label: 'Open my dashboard', url: url('/seller-dashboard') },
  }),
  /** To each entitled buyer, once per listing and model, 30 days before the shutdown. */
  modelShutdownSoon: (m: ModelNoticeFacts & { shutdownDate: string }, url: Url): MailContent => ({
    kind: 'product_update',
    subject: `${m.modelName} shuts down on ${shutdownDay(m.shutdownDate)}: ${m.listingTitle} may stop working`,
    heading: `${m.modelName} shuts down on ${shutdownDay(m.shutdownDate)}`,
    lines: [
      `The current version of ${m.listingTitle}, which you bought, is made for ${m.modelName}.${successor(m)}`,
      'After that day it may stop working as it did. Your orders show when the seller publishes an update.',
    ],
    action: { label: 'Go to my orders', url: url('/orders') },
  }),
} as const;
