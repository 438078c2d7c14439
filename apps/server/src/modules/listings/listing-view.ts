import { formatCents, type Listing } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';

/** The listing columns a page carries from its inner query to the outer joins. */
export const listingPageColumns = sql.raw(`
  l.id, l.user_id, l.title, l.description, l.platform, l.use_case, l.price_cents, l.tags, l.featured,
  l.active, l.download_count, l.view_count, l.file_name, l.file_size, l.video_url, l.video_file_name,
  l.video_file_size, l.created_at, l.rating_average, l.rating_count`);

/** Columns every listing read selects, from a listing aliased `l` and its seller `u`. */
export const listingViewColumns = sql.raw(`
  l.id, l.user_id, l.title, l.description, l.platform, l.use_case, l.price_cents, l.tags, l.featured,
  l.active, l.download_count, l.view_count, l.file_name, l.file_size, l.video_url, l.video_file_name,
  l.video_file_size, l.created_at,
  u.first_name as seller_first_name, u.last_name as seller_last_name, u.image as seller_image,
  l.rating_average, l.rating_count`);

export type ListingViewRow = {
  id: string;
  user_id: string;
  title: string;
  description: string;
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
  rating_average: number;
  rating_count: number;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Averages are shown to one decimal ("4.8"); keep two so sorting ties stay visible. */
const roundRating = (n: number) => Math.round(Number(n) * 100) / 100;

export const toListing = (r: ListingViewRow): Listing => ({
  id: r.id,
  userId: r.user_id,
  title: r.title,
  description: r.description,
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
  seller: {
    id: r.user_id,
    firstName: r.seller_first_name,
    lastName: r.seller_last_name,
    profileImageUrl: r.seller_image,
  },
  rating: { average: roundRating(r.rating_average), count: Number(r.rating_count) },
});

export { iso };
