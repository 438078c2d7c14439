import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testListingDetail } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { PurchaseButton } from './purchase-button';

/**
 * jsdom has no IntersectionObserver: this one lets a test say when the watched element enters
 * or leaves the viewport, as the browser's would after a scroll.
 */
class ViewportWatch {
  static current: ViewportWatch[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    ViewportWatch.current.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    ViewportWatch.current = ViewportWatch.current.filter((w) => w !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scroll(isIntersecting: boolean) {
    for (const watch of ViewportWatch.current) {
      const entries = watch.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      act(() => watch.report(entries, watch as unknown as IntersectionObserver));
    }
  }
}

beforeEach(() => {
  globalThis.IntersectionObserver = ViewportWatch as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  ViewportWatch.current = [];
});

const bar = () => screen.queryByRole('complementary', { name: 'Buy this agent' });

describe('the phone buy bar', () => {
  it('appears with the price and the main button once that button scrolls out of view, and goes when it is back', () => {
    const listing = testListingDetail({ price: '19.99' });
    renderWithApp(<PurchaseButton listing={listing} user={null} />);
    const main = screen.getByRole('link', { name: 'Sign In to Purchase' });
    expect(ViewportWatch.current[0]?.watched).toEqual([main.parentElement]);

    ViewportWatch.scroll(true);
    expect(bar()).not.toBeInTheDocument();

    ViewportWatch.scroll(false);
    const shown = bar()!;
    expect(within(shown).getByText('$19.99')).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'Sign In to Purchase' })).toHaveAttribute(
      'href',
      main.getAttribute('href'),
    );
    expect(shown).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    // The space it needs is kept after the page's end, so it never hides the last lines.
    expect(document.body.lastElementChild).toBe(shown);
    expect(shown.previousElementSibling).toHaveAttribute('data-testid', 'buy-bar-space');

    ViewportWatch.scroll(true);
    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByTestId('buy-bar-space')).not.toBeInTheDocument();
  });

  it('shows FREE for a free agent', () => {
    renderWithApp(<PurchaseButton listing={testListingDetail({ price: '0.00' })} user={null} />);
    ViewportWatch.scroll(false);
    expect(within(bar()!).getByText('FREE')).toBeInTheDocument();
  });
});
