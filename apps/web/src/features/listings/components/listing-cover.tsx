import type { ListingImage } from '@agentsy/contracts';

/** The card's picture slot: 16:9 whatever the picture, so nothing moves when it arrives. */
const frame = 'aspect-[16/9] w-full overflow-hidden rounded-t-xl bg-slate-100 dark:bg-slate-800';

/** Grid columns: one on phones, two from `sm`, three from `lg`, four from `xl` (ListingGrid). */
const cardSizes = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export const srcSetOf = (image: ListingImage) => image.urls.map((u) => `${u.url} ${u.width}w`).join(', ');

/**
 * A listing's cover on its card; `eager` for the first cards of a page, which are on the first
 * screen, the rest load as they scroll near. Without a cover, a plain panel with the title's initial.
 */
export const ListingCover = ({ cover, initial, eager }: { cover?: ListingImage; initial: string; eager?: boolean }) =>
  cover ? (
    <div className={frame}>
      <img
        src={cover.urls[Math.min(1, cover.urls.length - 1)]!.url}
        srcSet={srcSetOf(cover)}
        sizes={cardSizes}
        width={cover.width}
        height={cover.height}
        alt={cover.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-cover"
        data-testid="listing-cover"
      />
    </div>
  ) : (
    <div
      className={`${frame} flex items-center justify-center bg-gradient-to-br from-brand-50 to-slate-200 text-4xl font-bold text-brand-text dark:from-slate-800 dark:to-slate-900`}
      aria-hidden
      data-testid="listing-cover-fallback"
    >
      {initial}
    </div>
  );
