import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { limits } from '@agentsy/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Auth } from '../../modules/auth/auth';
import { backfillVersions } from '../../modules/releases/backfill';
import type { Storage } from '../../storage';
import type { Database } from '../client';
import { listings, users } from '../schema';
import { demoAgentFile, mimeOf } from './agent-files';
import { demoCatalogue, demoSellers } from './catalogue';
import { addDemoCovers } from './demo-covers';
import { createUnsignableUsers } from './demo-users';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo marketplace: 40 listings across every category and platform, owned by the demo seller
 * and four more demo sellers, each with a real file in storage. Runs only right after the demo
 * accounts were created, i.e. on an empty database.
 */
export const seedDemoCatalogue = async ({ db, auth, storage }: { db: Database; auth: Auth; storage: Storage }) => {
  const [demoSeller] = await db.select().from(users).where(eq(users.email, 'seller@demo.agentsy.dev'));
  if (!demoSeller) return 0;
  const sellerIds = [demoSeller.id, ...(await createUnsignableUsers(auth, demoSellers))];
  await db
    .update(users)
    .set({ sellerEnabled: true, firstTimeLogin: false, activeRole: 'seller' })
    .where(inArray(users.id, sellerIds));
  // Two of the extra sellers have verified e-mail, so the directory's filter has something to show.
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(inArray(users.id, sellerIds.slice(1, 3)));

  const now = Date.now();
  const rows = await Promise.all(
    demoCatalogue.map(async (item, i) => {
      const file = demoAgentFile(item);
      const ext = file.fileName.slice(file.fileName.lastIndexOf('.'));
      const key = `agents/${randomUUID()}${ext}`;
      await storage.put(key, Readable.from([file.content]), { maxBytes: limits.agentFileMaxBytes });
      // 10 to 69 days old, so the demo history (seed-history.ts) has weeks of sales to spread out.
      const createdAt = new Date(now - (10 + ((i * 37) % 60)) * DAY_MS - i * 60_000);
      return {
        userId: sellerIds[i % sellerIds.length]!,
        title: item.title,
        description: item.description,
        platform: item.platform,
        useCase: item.useCase,
        priceCents: Math.round(item.price * 100),
        tags: item.tags,
        featured: item.featured ?? false,
        fileKey: key,
        fileName: file.fileName,
        fileSize: file.content.length,
        fileMime: mimeOf(file.fileName),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const inserted = await db.insert(listings).values(rows).returning({ id: listings.id, useCase: listings.useCase });
  // Each demo listing is its version 1.0.0, hashed from its stored file, as real listings are.
  await backfillVersions({ db, storage });
  await addDemoCovers({ db, storage, rows: inserted });
  return rows.length;
};
