import type { ListingImage } from '@agentsy/contracts';

/**
 * The width a card takes in the grids (ListingGrid: px-4 page, 1.25rem gaps): the page less its
 * padding on a phone, two and three columns, then four of about 17rem. A phone at 412 CSS pixels
 * and 1.75x then takes the 960 source, not the 1280 a `100vw` guess would.
 */
const cardSizes = '(min-width:1280px) 17rem,(min-width:1024px) 33vw,(min-width:640px) 50vw,calc(100vw - 2rem)';

/**
 * A listing's cover on its card, in a 16:9 slot whatever the picture, so nothing moves when it
 * arrives; without a cover the empty slot stays. Its own width and height go on the img as well,
 * for the browser's aspect ratio before the stylesheet. `eager` for the first cards of a page,
 * which are on the first screen of a wide one; the rest load as they scroll near.
 */
export const ListingCover = ({ cover, eager }: { cover?: ListingImage; eager?: boolean }) => (
  <div className="aspect-video rounded-t-xl bg-slate-100">
    {cover && (
      <img
        src={cover.urls[0]!.url}
        srcSet={cover.urls.map((u) => `${u.url} ${u.width}w`).join()}
        sizes={cardSizes}
        width={cover.width}
        height={cover.height}
        alt={cover.alt}
        loading={eager ? 'eager' : 'lazy'}
        className="size-full rounded-t-xl object-cover"
      />
    )}
  </div>
);
