import type { Favorite } from '@agentsy/contracts';
import { describe, expect, it } from 'vitest';
import { applyFavoriteFilters, defaultFavoriteFilters } from './favorites-filters';

const favorite = (id: string, createdAt: string, listing: Partial<Favorite['listing']>): Favorite => ({
  id,
  createdAt,
  listing: {
    id: `l-${id}`,
    title: `Agent ${id}`,
    description: 'Does a job',
    platform: 'chatgpt',
    price: '10.00',
    useCase: 'productivity',
    featured: false,
    rating: { average: 0, count: 0 },
    totalSales: 0,
    seller: { id: 's', firstName: null, lastName: null },
    ...listing,
  },
});

const list = [
  favorite('a', '2025-01-01T00:00:00Z', { price: '0.00', useCase: 'email-automation', title: 'Inbox helper' }),
  favorite('b', '2025-02-01T00:00:00Z', { price: '49.00', rating: { average: 4.8, count: 5 } }),
  favorite('c', '2025-03-01T00:00:00Z', { price: '12.00', description: 'Posts to social media', useCase: 'finance' }),
];
const ids = (filters: Partial<typeof defaultFavoriteFilters>) =>
  applyFavoriteFilters(list, { ...defaultFavoriteFilters, ...filters }).map((f) => f.id);

describe('favourites filters', () => {
  it('sorts newest added first by default, and by the other orders', () => {
    expect(ids({})).toEqual(['c', 'b', 'a']);
    expect(ids({ sort: 'oldest' })).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: 'price-high' })).toEqual(['b', 'c', 'a']);
    expect(ids({ sort: 'price-low' })).toEqual(['a', 'c', 'b']);
    expect(ids({ sort: 'rating' })[0]).toBe('b');
  });

  it('searches title and description', () => {
    expect(ids({ search: 'inbox' })).toEqual(['a']);
    expect(ids({ search: 'SOCIAL' })).toEqual(['c']);
  });

  it('matches categories through the taxonomy', () => {
    expect(ids({ category: 'email' })).toEqual(['a']);
    expect(ids({ category: 'financial' })).toEqual(['c']);
  });

  it('applies the quick filters', () => {
    expect(ids({ quick: 'free' })).toEqual(['a']);
    expect(ids({ quick: 'under-25' })).toEqual(['c']);
    expect(ids({ quick: 'top-rated' })).toEqual(['b']);
  });
});
