import { randomUUID } from 'node:crypto';
import { type ListingImage, marketplaceCategories } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type EncodedImage, encodeListingImage } from '../../modules/listings/listing-image-encode';
import { storeEncodedImage } from '../../modules/listings/listing-images';
import type { Storage } from '../../storage';
import type { Database } from '../client';
import { listings } from '../schema';

/** Two colours per marketplace category, so a category reads at a glance across the grid. */
const palettes: Record<keyof typeof marketplaceCategories, [string, string]> = {
  productivity: ['#6d28d9', '#a78bfa'],
  content: ['#be185d', '#f9a8d4'],
  'customer-service': ['#0369a1', '#7dd3fc'],
  data: ['#0f766e', '#5eead4'],
  'lead-generation': ['#b45309', '#fcd34d'],
  'social-media': ['#c2410c', '#fdba74'],
  email: ['#1d4ed8', '#93c5fd'],
  financial: ['#15803d', '#86efac'],
};

const categoryOf = (useCase: string) =>
  (Object.entries(marketplaceCategories).find(([, c]) => (c.useCases as readonly string[]).includes(useCase))?.[0] ??
    'productivity') as Category;

type Category = keyof typeof marketplaceCategories;

/**
 * A 1280x720 card for a category: its colours, a network of nodes (an agent's steps) and the
 * category's name. Drawn as SVG and rendered by sharp; the card beside it carries the title.
 */
export const demoCoverSvg = (category: Category) => {
  const [dark, light] = palettes[category];
  const nodes = [
    [760, 170, 60],
    [1040, 250, 44],
    [880, 440, 72],
    [1130, 560, 36],
    [620, 560, 32],
    [420, 300, 26],
  ];
  const links = [
    [0, 1],
    [0, 2],
    [1, 2],
    [2, 3],
    [2, 4],
    [0, 5],
    [4, 5],
  ];
  const line = ([a, b]: number[]) =>
    `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="#fff" stroke-opacity=".5" stroke-width="8"/>`;
  const node = ([x, y, r]: number[]) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".9"/><circle cx="${x}" cy="${y}" r="${r! / 2.5}" fill="${dark}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  ${links.map(line).join('')}${nodes.map(node).join('')}
  <text x="80" y="660" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#fff">${marketplaceCategories[category].label}</text>
</svg>`;
};

/** One drawing per category and process: seeding again (tests do) reuses it. */
const drawn = new Map<Category, Promise<EncodedImage>>();
const coverOf = (category: Category) => {
  let cover = drawn.get(category);
  if (!cover) {
    cover = sharp(Buffer.from(demoCoverSvg(category)))
      .png({ compressionLevel: 0 })
      .toBuffer()
      .then(encodeListingImage);
    drawn.set(category, cover);
  }
  return cover;
};

/**
 * Gives every demo listing its category's cover, through the same encoder and storage as uploads
 * (each listing its own copy, so a seller deleting one leaves the others), so the demo
 * marketplace shows what a real one does.
 */
export const addDemoCovers = async ({
  db,
  storage,
  rows,
}: {
  db: Database;
  storage: Storage;
  rows: { id: string; useCase: string }[];
}) => {
  await Promise.all(
    rows.map(async (row) => {
      const encoded = await coverOf(categoryOf(row.useCase));
      const id = randomUUID();
      const image: ListingImage = {
        id,
        alt: '',
        width: encoded.width,
        height: encoded.height,
        urls: await storeEncodedImage(storage, id, encoded),
      };
      await db
        .update(listings)
        .set({ images: [image] })
        .where(eq(listings.id, row.id));
    }),
  );
};
