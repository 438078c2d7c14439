/** What the server puts in a page's <head> so shared links and search engines see the page. */
export type PageMeta = {
  status: 200 | 404;
  /** The whole title, site name included. */
  title: string;
  description: string;
  /** Path of the canonical address; none for pages that should not be indexed. */
  canonicalPath?: string;
  type: 'website' | 'product' | 'profile';
  isIndexable: boolean;
  /** The picture a shared link shows (og:image); without one, a small text card. */
  image?: { url: string; alt: string; width: number; height: number };
  /** A schema.org object, sent as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

export const siteName = 'Agentsy';
const siteTagline = 'the Etsy for AI agents';

const page = (path: string, title: string, description: string): PageMeta => ({
  status: 200,
  title: `${title} | ${siteName}`,
  description,
  canonicalPath: path,
  type: 'website',
  isIndexable: true,
});

/** Public pages anyone can open, with their own title and description. */
export const publicPages: Record<string, PageMeta> = {
  '/': {
    ...page('/', '', 'Buy and sell AI agents, prompts, automation scripts and workflows from independent creators.'),
    title: `${siteName} — ${siteTagline}`,
  },
  '/marketplace': page(
    '/marketplace',
    'Browse AI Agents',
    'Discover agents, prompts and workflows for ChatGPT, Claude, Zapier, Python and more.',
  ),
  '/sellers': page('/sellers', 'Discover Creators', 'Meet the independent creators building agents on Agentsy.'),
  '/help': page(
    '/help',
    'Help Center',
    'Guides and answers for buying, selling, payments and integrations on Agentsy.',
  ),
  '/pricing': page('/pricing', 'Pricing', 'No subscriptions and no listing fees: what buyers pay and sellers earn.'),
  '/contact': page('/contact', 'Contact us', 'Questions, problems or ideas: send the Agentsy team a message.'),
  '/terms': page('/terms', 'Terms of Service', 'The rules for buying, selling and using Agentsy.'),
  '/guide/buyers': page('/guide/buyers', "Buyer's Guide", 'How to find, buy, download and review AI agents.'),
  '/guide/sellers': page('/guide/sellers', "Seller's Guide", 'How to list your agents, set prices and get paid.'),
  '/guide/payment': page('/guide/payment', 'Payments & Refunds', 'Payment methods, payouts, taxes and refunds.'),
  '/guide/integrations': page(
    '/guide/integrations',
    'Integrations',
    'Set up agents from Agentsy in ChatGPT, Claude, Zapier and Python.',
  ),
  '/developers': page(
    '/developers',
    'Seller API reference',
    'Manage listings, versions, sales and refunds from your own tools with an API token.',
  ),
};

/**
 * Everything else: signed-in screens, sign-in and paths the web app does not know. They still get
 * the app (its router shows the right screen), but search engines are asked not to index them.
 */
export const unindexedPage: PageMeta = {
  status: 200,
  title: `${siteName} — ${siteTagline}`,
  description: publicPages['/']!.description,
  type: 'website',
  isIndexable: false,
};

export const missingPage = (title: string): PageMeta => ({
  ...unindexedPage,
  status: 404,
  title: `${title} | ${siteName}`,
});
