import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { type CatalogueSize, listingsStatement, sellersStatement } from './bench-catalogue';

export const RELEASE_BUYERS = Number(process.env.FANOUT_BUYERS ?? 10_000);
/** A catalogue to browse while the notices go out: 10,000 listings from 200 sellers. */
const browseSize: CatalogueSize = { sellers: 200, listings: 10_000, buyers: 0, orders: 0, rated: 0 };
const SELLER_EMAIL = 'release-seller@bench.agentsy.dev';
const PASSWORD = 'correct horse battery';

const json = (origin: string, path: string, body: unknown, cookie = '') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The seller's session: signed up on the first run, signed in on later ones. */
const sellerSession = async (origin: string) => {
  const signIn = await json(origin, '/api/auth/sign-in/email', { email: SELLER_EMAIL, password: PASSWORD });
  if (signIn.ok) return cookieOf(signIn);
  const signUp = await json(origin, '/api/auth/sign-up/email', {
    name: 'Release Seller',
    email: SELLER_EMAIL,
    password: PASSWORD,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  return cookieOf(signUp);
};

/**
 * The seller's listing, made through the app (so it has its 1.0.0) on the first run, and its
 * 10,000 buyers with completed orders, inserted set-based; later runs find both.
 */
export const seedReleaseBuyers = async (db: Database, origin: string) => {
  const cookie = await sellerSession(origin);
  const [found] = rowsOf<{ id: string; title: string }>(
    await db.execute(sql`select l.id, l.title from listings l join users u on u.id = l.user_id
      where u.email = ${SELLER_EMAIL} limit 1`),
  );
  if (found) return { cookie, listing: found };
  const started = performance.now();
  await db.execute(sellersStatement(browseSize));
  await db.execute(listingsStatement(browseSize));
  const form = new FormData();
  const fields = { title: 'Fan-out Agent', description: 'Updated for many buyers', price: '5.00', platform: 'python' };
  for (const [k, v] of Object.entries({ ...fields, useCase: 'productivity' })) form.append(k, v);
  form.append('file', new Blob([JSON.stringify({ name: 'Fan-out Agent', version: '1.0.0' })]), 'agent.json');
  const res = await fetch(`${origin}/api/listings`, { method: 'POST', headers: { origin, cookie }, body: form });
  if (res.status !== 201) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
  const listing = (await res.json()) as { id: string; title: string };
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'release-buyer-' || g, 'Release Buyer ' || g, 'release-buyer' || g || '@bench.agentsy.dev', true
    from generate_series(1, ${RELEASE_BUYERS}) g`);
  // The orders' statement trigger recounts the week's downloads of every pair a statement wrote
  // (migration 0024); for 10,000 new pairs at once that takes minutes. Those counts feed the weekly
  // board only, which this bench does not read, so the seed goes around it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table orders disable trigger orders_weekly_seller_downloads_insert`);
    await tx.execute(sql`
      insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status)
      select 'release-buyer-' || g, ${listing.id}, 530, 500, 30, 'completed'
      from generate_series(1, ${RELEASE_BUYERS}) g`);
    await tx.execute(sql`alter table orders enable trigger orders_weekly_seller_downloads_insert`);
  });
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${RELEASE_BUYERS} buyers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { cookie, listing };
};

/** POST /api/listings/:id/versions, a non-silent version with a changelog. */
export const publishVersion = async (origin: string, cookie: string, listingId: string, version: string) => {
  const form = new FormData();
  form.append('version', version);
  form.append('changelog', `Version ${version}: faster start, clearer errors.`);
  form.append('file', new Blob([JSON.stringify({ name: 'Fan-out Agent', version })]), 'agent.json');
  const res = await fetch(`${origin}/api/listings/${listingId}/versions`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
};
