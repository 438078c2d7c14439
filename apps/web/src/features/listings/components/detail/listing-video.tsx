/**
 * Demo preview (docs/product.md#listing-page): at most 400px tall, starts muted so browsers allow autoplay. The
 * server answers range requests, so the player can seek without downloading the whole file.
 */
export const ListingVideo = ({ src, title }: { src: string; title: string }) => (
  <video
    src={src}
    className="aspect-video max-h-[400px] w-full rounded-xl bg-black object-contain"
    autoPlay
    muted
    controls
    playsInline
    preload="metadata"
    aria-label={`Demo video of ${title}`}
  />
);
