import { createHash } from 'node:crypto';
import { isFullProfile, type Listing, type PublicProfile } from '@agentsy/contracts';
import { type Platform, platforms } from '@agentsy/contracts/taxonomy';
import { LRUCache } from 'lru-cache';
import { isAppError } from '../../lib/app-error';
import type { ListingsService } from '../listings/listings.service';
import type { SellersService } from '../sellers/sellers.service';
import { drawOgCard, type OgCardText, ogImageSize } from './og-card';

type Deps = { listings: ListingsService; sellers: SellersService; publicUrl: string };

/** A page's preview picture, as its head tags name it. */
export type OgImage = { url: string; alt: string; width: number; height: number };

export const personName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || 'An Agentsy creator';

const ratingLine = (average: number, count: number) =>
  count > 0 ? `★ ${average.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}` : 'No reviews yet';

const listingCardText = (l: Listing): OgCardText => ({
  heading: l.title,
  badge: Number(l.price) === 0 ? 'FREE' : `$${l.price}`,
  byline: `by ${personName(l.seller)} · ${platforms[l.platform as Platform] ?? l.platform}`,
  footnote: ratingLine(l.rating.average, l.rating.count),
});

const sellerCardText = (p: PublicProfile, name: string): OgCardText => {
  const n = p.stats.activeListings;
  return {
    heading: name,
    badge: p.verifiedDomain ? 'Verified' : undefined,
    byline: `${n} AI ${n === 1 ? 'agent' : 'agents'} on Agentsy`,
    footnote: p.verifiedDomain ?? ratingLine(p.stats.averageRating, p.stats.totalReviews),
  };
};

/** Names what a card shows: a new title, price, name or rating gives a new address and picture. */
const versionOf = (text: OgCardText) =>
  createHash('sha256').update(JSON.stringify(text)).digest('base64url').slice(0, 12);

const sellerNameOf = (p: PublicProfile) => p.displayName || personName(p);

/**
 * The pictures link previews show: a listing's (its title, price, seller and rating) and a
 * seller's, drawn on the server. A card's address carries the version of what it shows, so it can
 * be cached for good; each process keeps the last cards it drew, so a shared link that many
 * readers open costs one drawing.
 */
export const createOgImages = ({ listings, sellers, publicUrl }: Deps) => {
  const drawn = new LRUCache<string, Promise<Buffer>>({ max: 200 });
  const draw = (key: string, text: OgCardText) => {
    const version = versionOf(text);
    const cacheKey = `${key}:${version}`;
    let png = drawn.get(cacheKey);
    if (!png) {
      png = drawOgCard(text);
      drawn.set(cacheKey, png);
      png.catch(() => drawn.delete(cacheKey));
    }
    return png.then((bytes) => ({ png: bytes, version }));
  };
  const image = (path: string, text: OgCardText, alt: string): OgImage => ({
    url: `${publicUrl}${path}?v=${versionOf(text)}`,
    alt,
    ...ogImageSize,
  });

  const publicSeller = async (id: string) => {
    if (id.length > 100) return undefined;
    const profile = await sellers.getPublicProfile(id).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    return profile && isFullProfile(profile) ? profile : undefined;
  };

  return {
    /** The listing's cover at its largest width when it has one, else the drawn card. */
    listingImage: (l: Listing): OgImage => {
      const cover = l.images[0];
      const largest = cover?.urls.at(-1);
      if (cover && largest) {
        const url = largest.url.startsWith('/') ? `${publicUrl}${largest.url}` : largest.url;
        return { url, alt: cover.alt || l.title, width: cover.width, height: cover.height };
      }
      return image(
        `/og/listings/${l.id}.png`,
        listingCardText(l),
        `${l.title}, ${listingCardText(l).badge} on Agentsy`,
      );
    },
    sellerImage: (p: PublicProfile) => {
      const name = sellerNameOf(p);
      return image(`/og/sellers/${encodeURIComponent(p.id)}.png`, sellerCardText(p, name), `${name} on Agentsy`);
    },
    /** The listing's card, or undefined when there is no such page to preview. */
    drawListingCard: async (id: string) => {
      const listing = await listings.findListingForPreview(id);
      return listing ? draw(`listing:${id}`, listingCardText(listing)) : undefined;
    },
    /** The seller's card; undefined for a missing seller or one who hides their profile. */
    drawSellerCard: async (id: string) => {
      const profile = await publicSeller(id);
      return profile ? draw(`seller:${id}`, sellerCardText(profile, sellerNameOf(profile))) : undefined;
    },
  };
};

export type OgImages = ReturnType<typeof createOgImages>;
