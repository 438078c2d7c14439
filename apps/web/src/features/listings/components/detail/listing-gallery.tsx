import type { ListingImage } from '@agentsy/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The page's main column: the page less its padding on phones, about two thirds from `lg`. */
const mainSizes = '(min-width: 1024px) 46rem, calc(100vw - 2rem)';
const srcSetOf = (image: ListingImage) => image.urls.map((u) => `${u.url} ${u.width}w`).join(', ');
const altOf = (image: ListingImage, title: string, index: number, count: number) =>
  image.alt || `${title}, image ${index + 1} of ${count}`;

/**
 * The listing's pictures, cover first: one large, thumbnails below. The arrow keys (with the
 * gallery focused), the two buttons and the thumbnails all move between them; Home and End jump
 * to the first and last.
 */
export const ListingGallery = ({ images, title }: { images: ListingImage[]; title: string }) => {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = images[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]!);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Images"
      className="grid gap-3 rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the gallery takes the arrow keys once focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="listing-gallery"
    >
      <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        <img
          key={current.id}
          src={current.urls.at(-1)!.url}
          srcSet={srcSetOf(current)}
          sizes={mainSizes}
          // The page's largest paint on a phone: fetched before the page's other images.
          fetchPriority="high"
          width={current.width}
          height={current.height}
          alt={altOf(current, title, index, count)}
          className="size-full object-contain"
        />
        {count > 1 && (
          <>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full opacity-90"
              aria-label="Previous image"
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full opacity-90"
              aria-label="Next image"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p className="sr-only" aria-live="polite">
            Image {index + 1} of {count}
          </p>
          <ul className="flex gap-2 overflow-x-auto" aria-label="Choose an image">
            {images.map((image, i) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className={cn(
                    'block w-20 overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    i === index ? 'border-brand-500' : 'border-transparent',
                  )}
                >
                  <img
                    src={image.urls[0]!.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[16/9] w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
