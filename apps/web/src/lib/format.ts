/** Prices arrive as decimal strings ("19.99"); "0.00" means free (docs/product.md#conventions). */
export const isFreePrice = (price: string | number) => Number(price) === 0;

export const formatPrice = (price: string | number) => {
  if (isFreePrice(price)) return 'FREE';
  const value = typeof price === 'number' ? price.toFixed(2) : price;
  return `$${value}`;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatMonthYear = (iso: string) => monthYearFormat.format(new Date(iso));
export const yearOf = (iso: string) => new Date(iso).getFullYear();

export const formatCount = (n: number) => n.toLocaleString('en-US');

export const pluralize = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const personName = (p: { firstName: string | null; lastName: string | null; displayName?: string | null }) =>
  p.displayName || [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Agentsy creator';
