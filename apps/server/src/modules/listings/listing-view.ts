import { type CurrentVersion, formatCents, type Listing, type ListingImage } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { markdownSummarySql } from '../../lib/markdown-summary';
import { toPublicPersonName } from '../../lib/public-person';

/** The description without its markdown, for cards (lib/markdown-summary.ts). */
const summary = markdownSummarySql('l.description');

/** The listing columns a page carries from its inner query to the outer joins. */
export const listingPageColumns = sql.raw(`
  l.id, l.user_id, l.title, l.description, l.platform, l.use_case, l.price_cents, l.tags, l.featured,
  l.active, l.download_count, l.view_count, l.file_name, l.file_size, l.video_url, l.video_file_name,
  l.video_file_size, l.created_at, l.rating_average, l.rating_count, l.current_version, l.images`);

/** Columns every listing read selects, from a listing aliased `l` and its seller `u`. */
export const listingViewColumns = sql.raw(`
  l.id, l.user_id, l.title, l.description, l.platform, l.use_case, l.price_cents, l.tags, l.featured,
  l.active, l.download_count, l.view_count, l.file_name, l.file_size, l.video_url, l.video_file_name,
  l.video_file_size, l.created_at,
  u.first_name as seller_first_name, u.last_name as seller_last_name, u.image as seller_image,
  u.verified_domain as seller_verified_domain,
  l.rating_average, l.rating_count, l.current_version, l.images, ${summary} as summary`);

/**
 * The API's `Listing`, built by the database from a listing aliased `l` and its seller `u`: the
 * same fields and formats as `toListing` below (price "19.99", createdAt in ISO with
 * milliseconds, average rounded to two places). The marketplace page is sent as the database
 * writes it, so a request does not parse, map and serialise 20 listings again. A test holds the
 * two to the same output (browse-listings.test.ts).
 */
export const listingJsonSql = sql.raw(`json_build_object(
  'id', l.id, 'userId', l.user_id, 'title', l.title, 'description', l.description, 'summary', ${summary},
  'platform', l.platform,
  'price', case when l.price_cents < 0 then '-' else '' end
           || abs(l.price_cents) / 100 || '.' || lpad((abs(l.price_cents) % 100)::text, 2, '0'),
  'useCase', l.use_case, 'tags', coalesce(l.tags, '{}'), 'featured', l.featured, 'active', l.active,
  'downloadCount', l.download_count, 'viewCount', l.view_count, 'fileName', l.file_name, 'fileSize', l.file_size,
  'videoUrl', l.video_url, 'videoFileName', l.video_file_name, 'videoFileSize', l.video_file_size,
  'createdAt', to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'currentVersion', l.current_version, 'updatedAt', l.current_version->>'publishedAt',
  'seller', json_build_object('id', l.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
                              'profileImageUrl', u.image, 'verifiedDomain', u.verified_domain),
  'rating', json_build_object('average', round(l.rating_average::numeric, 2)::float8, 'count', l.rating_count),
  'images', l.images)`);

export type ListingViewRow = {
  id: string;
  user_id: string;
  title: string;
  description: string;
  summary: string;
  platform: string;
  use_case: string;
  price_cents: number;
  tags: string[];
  featured: boolean;
  active: boolean;
  download_count: number;
  view_count: number;
  file_name: string;
  file_size: number;
  video_url: string | null;
  video_file_name: string | null;
  video_file_size: number | null;
  created_at: Date | string;
  seller_first_name: string | null;
  seller_last_name: string | null;
  seller_image: string | null;
  seller_verified_domain: string | null;
  rating_average: number;
  rating_count: number;
  current_version: CurrentVersion | string | null;
  images: ListingImage[] | string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Averages are shown to one decimal ("4.8"); keep two so sorting ties stay visible. */
const roundRating = (n: number) => Math.round(Number(n) * 100) / 100;

/** The embedded driver may hand jsonb back as text. */
const currentVersionOf = (value: ListingViewRow['current_version']): CurrentVersion | null =>
  typeof value === 'string' ? (JSON.parse(value) as CurrentVersion) : value;

export const toListing = (r: ListingViewRow): Listing => ({
  id: r.id,
  userId: r.user_id,
  title: r.title,
  description: r.description,
  summary: r.summary,
  platform: r.platform,
  price: formatCents(r.price_cents),
  useCase: r.use_case,
  tags: r.tags ?? [],
  featured: r.featured,
  active: r.active,
  downloadCount: r.download_count,
  viewCount: r.view_count,
  fileName: r.file_name,
  fileSize: r.file_size,
  videoUrl: r.video_url,
  videoFileName: r.video_file_name,
  videoFileSize: r.video_file_size,
  createdAt: iso(r.created_at),
  currentVersion: currentVersionOf(r.current_version),
  updatedAt: currentVersionOf(r.current_version)?.publishedAt ?? null,
  seller: {
    ...toPublicPersonName({
      id: r.user_id,
      first_name: r.seller_first_name,
      last_name: r.seller_last_name,
      image: r.seller_image,
    }),
    verifiedDomain: r.seller_verified_domain,
  },
  rating: { average: roundRating(r.rating_average), count: Number(r.rating_count) },
  images: typeof r.images === 'string' ? (JSON.parse(r.images) as ListingImage[]) : r.images,
});

export { iso };
