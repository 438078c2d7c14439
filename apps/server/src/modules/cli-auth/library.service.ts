import type { Library, LibraryItem } from '@agentsy/contracts';
import type { OrdersService } from '../orders/orders.service';
import type { ReleasesService } from '../releases/releases.service';

type Deps = { orders: Pick<OrdersService, 'listMyOrders'>; releases: Pick<ReleasesService, 'orderVersions'> };

/** A folder name from a title: "Inbox Zero Pro!" → "inbox-zero-pro". */
export const slugOfTitle = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/**
 * GET /api/v1/library: each agent the buyer owns once (their newest completed order of it), with
 * its published versions and signed links. Two agents of the same title get distinct folders.
 */
export const createLibraryService = ({ orders, releases }: Deps) => ({
  library: async (userId: string): Promise<Library> => {
    const owned = new Map<string, { orderId: string; title: string }>();
    for (const order of await orders.listMyOrders(userId)) {
      if (order.status !== 'completed' || owned.has(order.listingId)) continue;
      owned.set(order.listingId, { orderId: order.id, title: order.listing.title });
    }
    const slugs = new Set<string>();
    const items: LibraryItem[] = [];
    for (const [listingId, { orderId, title }] of owned) {
      const { versions } = await releases.orderVersions({ userId, orderId });
      let slug = slugOfTitle(title) || 'agent';
      if (slugs.has(slug)) slug = `${slug}-${listingId.slice(0, 8)}`;
      slugs.add(slug);
      items.push({ listingId, title, slug, orderId, versions });
    }
    return { items };
  },
});
