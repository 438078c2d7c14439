import { badges, type CurrentVersion, type ListingImage } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './payments';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Shown in the marketplace while active, not removed by an admin. */
const isListed = sql`active and removed_at is null`;

/**
 * A listing is an agent file (plus an optional demo video) a seller offers at a price.
 * `agentsy_tags_text` is an IMMUTABLE wrapper created in the migration: array_to_string is only
 * STABLE, and generated columns and index expressions need immutable functions.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    platform: text('platform').notNull(),
    useCase: text('use_case').notNull().default('general'),
    priceCents: integer('price_cents').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Admin soft delete: hidden everywhere, buyers keep their downloads. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileMime: text('file_mime').notNull(),
    videoKey: text('video_key'),
    videoUrl: text('video_url'),
    videoFileName: text('video_file_name'),
    videoFileSize: integer('video_file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The current version as the listing payload shows it (modules/releases/current-version.ts
     * keeps it in the transaction that publishes or revokes); null while there is none.
     */
    currentVersion: jsonb('current_version').$type<CurrentVersion>(),
    /**
     * The listing's images exactly as the payload shows them, cover first (at most 8, kept by
     * modules/listings/listing-images.ts under a lock on this row): reads need no join.
     */
    images: jsonb('images').$type<ListingImage[]>().notNull().default(sql`'[]'::jsonb`),
    /** The catalogue models the current version targets, for the `model` and `currentModels` filters. */
    currentModels: text('current_models').array().notNull().default(sql`'{}'::text[]`),
    /**
     * True when `current_models` is not empty and every one of them is retired: what the
     * `currentModels` filter leaves out, as a plain column so that filter walks the sort indexes
     * instead of reading the catalogue on every search. Kept by triggers on `listings` and
     * `models` (see the migration), whichever of the two changes.
     */
    onlyRetiredModels: boolean('only_retired_models').notNull().default(false),
    /** Full-text search: title weighs most, then tags, then description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', agentsy_tags_text(tags)), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
    /** Title and tags as one string: the source of the typo-correction vocabulary (`search_words`). */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(title || ' ' || agentsy_tags_text(tags))`),
    /**
     * Sum and count of the listing's review ratings, kept by a trigger on `reviews` in the same
     * transaction as the review write (see the migration), so reads and the rating sort never
     * aggregate `reviews`.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average')
      .notNull()
      .generatedAlwaysAs(sql`case when rating_count = 0 then 0 else rating_sum::float8 / rating_count end`),
  },
  (t) => [
    check('listings_price_range', sql`${t.priceCents} between 0 and 1000000`),
    index('listings_user_id_idx').on(t.userId),
    // Each sort's index ends with the same tie-breakers as its ORDER BY, so page 1 is an index walk.
    index('listings_listed_created_idx').on(t.createdAt.desc(), t.id).where(isListed),
    index('listings_listed_price_idx').on(t.priceCents, t.createdAt.desc(), t.id).where(isListed),
    index('listings_listed_price_desc_idx').on(t.priceCents.desc(), t.createdAt.desc(), t.id).where(isListed),
    index('listings_listed_popular_idx')
      .on(t.downloadCount.desc(), t.viewCount.desc(), t.createdAt.desc(), t.id)
      .where(isListed),
    index('listings_listed_featured_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`featured and active and removed_at is null`),
    // Every listing, not only listed ones: retiring a model finds the listings to flag through it.
    index('listings_current_models_idx').using('gin', t.currentModels),
    index('listings_listed_use_case_idx').on(t.useCase, t.createdAt.desc(), t.id).where(isListed),
    index('listings_listed_rating_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.createdAt.desc(), t.id)
      .where(isListed),
    // Every listing view rewrites the row (view_count is in the popular index, so no HOT update)
    // and adds its words to this index's pending list, which every full-text search reads through:
    // 15,000 pending entries cost 32-35 ms per search at 1,000,000 listings, where autovacuum waits
    // for 200,000 dead rows. A 256 kB list (default 4 MB) is merged 16 times as often and read fast.
    index('listings_search_vector_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 256 }),
    // The Top Rated board in index order: only listings with enough reviews, so the walk stops
    // at the limit instead of passing every highly rated listing with one or two reviews.
    index('listings_top_rated_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`active and removed_at is null and rating_count >= ${sql.raw(String(badges.leaderboardMinReviews))}`),
  ],
);

/**
 * Every word (3+ characters, not only digits) of any listing's title or tags, kept by statement
 * triggers on `listings`. Typo tolerance corrects query words against this short list through
 * its trigram index instead of scanning listings. Words are never removed: a stale word can only
 * correct a query to a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Every demo video the server stored, so a listing can only attach its own user's uploads. */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    mime: text('mime').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_uploads_user_id_idx').on(t.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_listing_uq').on(t.userId, t.listingId),
    index('favorites_listing_id_idx').on(t.listingId),
  ],
);

/**
 * Buyer reviews, one per buyer and listing, written from a completed order. A deleted order
 * leaves the review without its order rather than failing the delete.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_listing_buyer_uq').on(t.listingId, t.buyerId),
    index('reviews_listing_created_idx').on(t.listingId, t.createdAt.desc()),
    index('reviews_buyer_id_idx').on(t.buyerId),
  ],
);

/** "Can't Find What You Need?" custom requests from the home page. */
export const agentRequests = pgTable(
  'agent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    useCase: text('use_case').notNull(),
    budget: text('budget').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin marked it handled in the dashboard's inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Set when its author closed it; it also leaves the requests board 30 days after createdAt. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('agent_requests_user_created_idx').on(t.userId, t.createdAt.desc())],
);
