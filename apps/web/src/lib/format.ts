/** Prices arrive as decimal strings ("19.99"); "0.00" means free (docs/product.md#conventions). */
export const isFreePrice = (price: string | number) => Number(price) === 0;

export const formatPrice = (price: string | number) => {
  if (isFreePrice(price)) return 'FREE';
  const value = typeof price === 'number' ? price.toFixed(2) : price;
  return `$${value}`;
};

/**
 * Dates show in the reader's time zone; `'UTC'` is for HTML rendered on the server, which cannot
 * know it (components/local-date.tsx).
 */
export type TimeZone = 'local' | 'UTC';
const formatsIn = (timeZone?: string) => ({
  date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
  monthYear: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }),
  year: new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }),
});
const formats = { local: formatsIn(), UTC: formatsIn('UTC') };
export type DateStyle = keyof (typeof formats)['local'];

export const formatDateAs = (style: DateStyle, iso: string, zone: TimeZone = 'local') =>
  formats[zone][style].format(new Date(iso));
export const formatDate = (iso: string) => formatDateAs('date', iso);
export const formatMonthYear = (iso: string) => formatDateAs('monthYear', iso);

export const formatCount = (n: number) => n.toLocaleString('en-US');

export const pluralize = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const personName = (p: { firstName: string | null; lastName: string | null; displayName?: string | null }) =>
  p.displayName || [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Agentsy creator';
