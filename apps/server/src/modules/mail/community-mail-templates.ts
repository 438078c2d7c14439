import type { MailContent } from './mail-layout';

type Url = (path: string) => string;

type ListingFacts = { listingId: string; listingTitle: string };

/** Mails about replies, followed sellers and questions (the reviews, follows and questions modules). */
export const communityMailTemplates = {
  /** To the reviewer: the seller answered their review in public. */
  reviewReplied: (d: ListingFacts & { content: string }, url: Url): MailContent => ({
    kind: 'order',
    subject: `The seller of ${d.listingTitle} replied to your review`,
    heading: 'The seller replied to your review',
    lines: [`The seller of ${d.listingTitle} wrote:`, d.content],
    action: { label: 'See the reply', url: url(`/agent/${d.listingId}`) },
  }),
  /** To a follower: a seller they follow has a new agent out. */
  followedSellerListed: (d: ListingFacts & { sellerName: string }, url: Url): MailContent => ({
    kind: 'followed_seller',
    subject: `${d.sellerName} has a new agent: ${d.listingTitle}`,
    heading: `New from ${d.sellerName}`,
    lines: [`${d.sellerName}, a seller you follow, just released ${d.listingTitle}.`],
    action: { label: 'See the agent', url: url(`/agent/${d.listingId}`) },
  }),
  /** To the seller: a question on their listing waits for an answer. */
  questionAsked: (d: ListingFacts & { content: string }, url: Url): MailContent => ({
    kind: 'seller',
    subject: `New question about ${d.listingTitle}`,
    heading: `Someone asked about ${d.listingTitle}`,
    lines: [d.content, 'Your answer appears on the agent page for everyone to read.'],
    action: { label: 'Answer the question', url: url(`/agent/${d.listingId}#questions`) },
  }),
  /** To the asker: the seller answered. */
  questionAnswered: (d: ListingFacts & { content: string }, url: Url): MailContent => ({
    kind: 'order',
    subject: `Your question about ${d.listingTitle} was answered`,
    heading: 'The seller answered your question',
    lines: [d.content],
    action: { label: 'See the answer', url: url(`/agent/${d.listingId}#questions`) },
  }),
} as const;
