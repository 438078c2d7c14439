import type { ListingImage } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ListingGallery } from './listing-gallery';

const image = (n: number, alt = `Screen ${n}`): ListingImage => ({
  id: `img-${n}`,
  alt,
  width: 1280,
  height: 720,
  urls: [320, 640, 1280].map((w) => ({ width: w, url: `/api/listing-images/img-${n}/${w}.webp` })),
});
const shown = () => screen.getByTestId('listing-gallery').querySelector('img')!;

describe('ListingGallery', () => {
  it('moves between images with the arrow keys, Home and End once focused', async () => {
    const user = userEvent.setup();
    renderWithApp(<ListingGallery images={[image(1), image(2), image(3)]} title="Inbox Zero" />);
    expect(shown()).toHaveAttribute('alt', 'Screen 1');
    expect(shown().getAttribute('srcset')).toContain('/api/listing-images/img-1/640.webp 640w');
    // The largest paint of the page on a phone: asked for ahead of the page's other images.
    expect(shown()).toHaveAttribute('fetchpriority', 'high');
    expect(shown()).toHaveAttribute('sizes', '(min-width: 1024px) 46rem, calc(100vw - 2rem)');
    await user.tab();
    expect(screen.getByTestId('listing-gallery')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Screen 2');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(shown()).toHaveAttribute('alt', 'Screen 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Screen 1');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Screen 3');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAttribute('alt', 'Screen 1');
  });

  it('has labelled buttons and thumbnails that say which image is shown', async () => {
    const user = userEvent.setup();
    renderWithApp(<ListingGallery images={[image(1), image(2, '')]} title="Inbox Zero" />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    // No alt text from the seller: the title and position describe it.
    expect(shown()).toHaveAttribute('alt', 'Inbox Zero, image 2 of 2');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show image 1 of 2' }));
    expect(shown()).toHaveAttribute('alt', 'Screen 1');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toHaveAttribute('alt', 'Inbox Zero, image 2 of 2');
  });

  it('shows one picture without controls, and nothing without pictures', () => {
    const { unmount } = renderWithApp(<ListingGallery images={[image(1)]} title="Inbox Zero" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(shown()).toHaveAttribute('alt', 'Screen 1');
    unmount();
    renderWithApp(<ListingGallery images={[]} title="Inbox Zero" />);
    expect(screen.queryByTestId('listing-gallery')).toBeNull();
  });
});
