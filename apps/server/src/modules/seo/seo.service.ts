import { isFullProfile, isWebRoute, type Listing, settingsMessages } from '@agentsy/contracts';
import { isAppError } from '../../lib/app-error';
import type { ListingsService } from '../listings/listings.service';
import type { SellersService } from '../sellers/sellers.service';
import { createOgImages, type OgImages, personName } from './og-images';
import { missingPage, type PageMeta, publicPages, siteName, unindexedPage } from './page-meta';
import { createSitemap } from './sitemap';

type Deps = { listings: ListingsService; sellers: SellersService; publicUrl: string };

/** Previews show about this much; longer text is cut at a word. */
const DESCRIPTION_CHARS = 160;

const summarize = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

const listingPage = (listing: Listing, publicUrl: string, og: OgImages): PageMeta => {
  const path = `/agent/${listing.id}`;
  const description = summarize(listing.summary);
  // Without a current version (every version revoked) the page stays for its buyers, off sale.
  const isForSale = listing.active && !!listing.currentVersion;
  return {
    status: 200,
    title: `${listing.title} | ${siteName}`,
    description,
    canonicalPath: path,
    type: 'product',
    // The drawn card until listings have pictures of their own.
    image: og.listingImage(listing),
    // A paused listing keeps its page for buyers who have it, but is not offered to search.
    isIndexable: isForSale,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description,
      url: `${publicUrl}${path}`,
      category: listing.useCase,
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'USD',
        availability: isForSale ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
        url: `${publicUrl}${path}`,
        seller: { '@type': 'Person', name: personName(listing.seller) },
      },
      // schema.org wants at least one review behind a rating.
      ...(listing.rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: listing.rating.average,
          reviewCount: listing.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    },
  };
};

const sellerPage = async (sellers: SellersService, id: string, og: OgImages): Promise<PageMeta> => {
  try {
    const profile = await sellers.getPublicProfile(id);
    if (!isFullProfile(profile)) {
      // The owner chose not to be shown to visitors: say nothing about them, and keep it out of search.
      return { ...unindexedPage, title: `${settingsMessages.profilePrivate} | ${siteName}` };
    }
    const name = profile.displayName || personName(profile);
    const { activeListings } = profile.stats;
    const intro = `${name} sells ${activeListings} AI ${activeListings === 1 ? 'agent' : 'agents'} on ${siteName}.`;
    return {
      status: 200,
      title: `${name} | ${siteName}`,
      description: summarize(profile.bio ? `${intro} ${profile.bio}` : intro),
      canonicalPath: `/seller/${id}`,
      type: 'profile',
      image: og.sellerImage(profile),
      isIndexable: true,
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return missingPage('Seller Not Found');
    throw error;
  }
};

/** A path segment as written in the address; a broken %-escape names nothing. */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

export const createSeoService = ({ listings, sellers, publicUrl }: Deps) => {
  const og = createOgImages({ listings, sellers, publicUrl });
  return {
    /** The drawn preview cards (og-images.ts), for the /og/ routes. */
    drawListingCard: og.drawListingCard,
    drawSellerCard: og.drawSellerCard,

    /** Head tags and status of the page at `pathname`; listing and seller pages look their subject up. */
    describePage: async (pathname: string): Promise<PageMeta> => {
      const known = publicPages[pathname];
      if (known) return known;
      const listingId = /^\/agent\/([^/]+)$/.exec(pathname)?.[1];
      if (listingId) {
        const id = decodeSegment(listingId);
        const listing = id ? await listings.findListingForPreview(id) : undefined;
        return listing ? listingPage(listing, publicUrl, og) : missingPage('Agent Not Found');
      }
      const sellerId = /^\/seller\/([^/]+)$/.exec(pathname)?.[1];
      if (sellerId) {
        const id = decodeSegment(sellerId);
        return !id || id.length > 100 ? missingPage('Seller Not Found') : sellerPage(sellers, id, og);
      }
      // The app still draws its Page Not Found screen; the status says so too.
      return isWebRoute(pathname) ? unindexedPage : missingPage('Page Not Found');
    },

    ...createSitemap({ listings, sellers, publicUrl }),

    robots: () =>
      [
        'User-agent: *',
        // Pages behind sign-in; the API stays open because listing pages are rendered from it.
        ...['/login', '/forgot-password', '/reset-password', '/profile', '/orders', '/favorites', '/settings'].map(
          (p) => `Disallow: ${p}`,
        ),
        ...['/refunds', '/messages', '/create-listing', '/seller-dashboard', '/admin'].map((p) => `Disallow: ${p}`),
        'Allow: /',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
  };
};

export type SeoService = ReturnType<typeof createSeoService>;
