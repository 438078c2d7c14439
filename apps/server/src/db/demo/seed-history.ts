import { inArray, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../modules/auth/auth';
import type { Storage } from '../../storage';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { listings, users } from '../schema';
import { weekStartSql } from '../week-start';
import { backdateHistory, fillDemoViews } from './backdate';
import { createUnsignableUsers } from './demo-users';
import { demoBuyers, demoLabel, planHistory } from './history-plan';
import { tellHistory } from './history-stories';

type Deps = { db: Database; auth: Auth; storage: Storage; log: FastifyBaseLogger; now?: Date };

/**
 * Weeks of marketplace life on the demo catalogue: demo buyers (and the printed demo buyer) buy
 * paid agents with the sandbox test card and claim free ones, download them, review, save
 * favourites and ask for refunds that sellers approve or reject; three listings get a demo video.
 * Everything goes through the same service calls as the HTTP routes, so orders, the ledger,
 * ratings and download counts agree as they would in real use. Runs right after the catalogue,
 * i.e. on an empty database only.
 *
 * The stories run in one database transaction (the services' own transactions become savepoints):
 * on the embedded database every commit is a write to disk, and some 1,500 small commits took
 * far longer than the statements themselves.
 */
export const seedDemoHistory = async ({ db, auth, storage, log, now = new Date() }: Deps) => {
  const catalogue = await db
    .select({
      id: listings.id,
      title: listings.title,
      sellerId: listings.userId,
      priceCents: listings.priceCents,
      featured: listings.featured,
      createdAt: listings.createdAt,
    })
    .from(listings);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, '%@demo.agentsy.dev'));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const demoSellerId = idOf('seller@demo.agentsy.dev');
  const printedBuyerId = idOf('buyer@demo.agentsy.dev');
  if (!demoSellerId || !printedBuyerId || catalogue.length === 0) return { orders: 0 };

  // Accounts first: Better Auth writes them outside the transaction below.
  const demoBuyerIds = await createUnsignableUsers(auth, demoBuyers);
  const buyerIds = [printedBuyerId, ...demoBuyerIds];
  const [week] = rowsOf<{ start: string | Date }>(await db.execute(sql`select ${weekStartSql(now)} as start`));
  const plan = planHistory({
    listings: catalogue,
    buyerCount: buyerIds.length,
    demoSellerId,
    now,
    weekStart: new Date(week!.start),
  });

  return db.transaction(async (tx) => {
    for (const [i, buyer] of demoBuyers.entries()) {
      await tx
        .update(users)
        .set({
          displayName: demoLabel(buyer.name),
          bio: 'A demo account: its orders, reviews and refunds are sample data.',
          firstTimeLogin: false,
          // Top Sellers counts downloads by verified buyers only: the sample buyers count.
          emailVerified: true,
        })
        .where(inArray(users.id, [demoBuyerIds[i]!]));
    }
    const told = await tellHistory({ db: tx, storage, log }, { plan, buyerIds, catalogue, now });
    await backdateHistory(tx, { ...told, userIds: [...people.map((p) => p.id), ...demoBuyerIds] });
    await fillDemoViews(tx);
    return { orders: told.orders };
  });
};
