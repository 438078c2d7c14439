import type { ListingImage } from '@agentsy/contracts';

/**
 * A listing's cover on its card, in a 16:9 slot whatever the picture (so no width and height are
 * needed) and nothing moves when it arrives; without a cover the empty slot stays. `eager` for
 * the first cards of a page, which are on the first screen; the rest load as they scroll near.
 * Kept small, being in the marketplace's first load: `sizes` says only phone width or half of it
 * (wider grids get a larger width than they need).
 */
export const ListingCover = ({ cover, eager }: { cover?: ListingImage; eager?: boolean }) => (
  <div className="aspect-video rounded-t-xl bg-slate-100">
    {cover && (
      <img
        src={cover.urls[0]!.url}
        srcSet={cover.urls.map((u) => `${u.url} ${u.width}w`).join()}
        sizes="(min-width:640px) 50vw, 100vw"
        alt={cover.alt}
        loading={eager ? 'eager' : 'lazy'}
        className="size-full rounded-t-xl object-cover"
      />
    )}
  </div>
);
