import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatPrice, isFreePrice } from '@/lib/format';

/**
 * The phone listing page's buy bar: the price and the main button, fixed to the bottom while the
 * page's own button is out of view. The space after the page's end keeps the bar from covering
 * its last lines. Wide screens keep the buy card in view (it sticks), so they never show it.
 */
export const BuyBar = ({ price, children }: { price: string; children: ReactNode }) =>
  createPortal(
    <>
      <div className="h-24 lg:hidden" aria-hidden data-testid="buy-bar-space" />
      <aside
        aria-label="Buy this agent"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 [&>*:last-child]:min-w-0">
          <p className={isFreePrice(price) ? 'text-xl font-bold text-success-text' : 'text-xl font-bold'}>
            {formatPrice(price)}
          </p>
          {children}
        </div>
      </aside>
    </>,
    document.body,
  );
