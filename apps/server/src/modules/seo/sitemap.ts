import type { ListingsService } from '../listings/listings.service';
import type { SellersService } from '../sellers/sellers.service';
import { publicPages } from './page-meta';

type Deps = { listings: ListingsService; sellers: SellersService; publicUrl: string };

/** The most addresses one sitemap file may hold (the sitemaps.org limit). */
export const SITEMAP_FILE_ADDRESSES = 50_000;

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const urlEntry = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

const urlsetStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

const filesFor = (count: number) => Math.ceil(count / SITEMAP_FILE_ADDRESSES);

/**
 * /sitemap.xml is an index of files of at most SITEMAP_FILE_ADDRESSES addresses: the public pages,
 * then the listed agents and the sellers with something on sale, each in numbered files
 * (agents-1.xml, agents-2.xml, ...). Each file is written as the database hands over its rows.
 */
export const createSitemap = ({ listings, sellers, publicUrl }: Deps) => {
  const kinds = {
    agents: {
      count: () => listings.countListed(),
      entries: (range: { skip: number; take: number }) => listings.listedIds(range),
      loc: (id: string) => `${publicUrl}/agent/${id}`,
    },
    sellers: {
      count: () => sellers.countSellersWithListed(),
      entries: (range: { skip: number; take: number }) => sellers.sellerIds(range),
      loc: (id: string) => `${publicUrl}/seller/${encodeURIComponent(id)}`,
    },
  };

  return {
    sitemapIndex: async () => {
      const [agents, sellerCount] = await Promise.all([kinds.agents.count(), kinds.sellers.count()]);
      const files = [
        'pages.xml',
        ...Array.from({ length: filesFor(agents) }, (_, i) => `agents-${i + 1}.xml`),
        ...Array.from({ length: filesFor(sellerCount) }, (_, i) => `sellers-${i + 1}.xml`),
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...files.map((f) => `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${f}`)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** The file named `name` as the index lists it, or undefined when there is no such file. */
    sitemapFile: async (name: string): Promise<AsyncIterable<string> | undefined> => {
      if (name === 'pages.xml') {
        return (async function* () {
          yield urlsetStart;
          for (const path of Object.keys(publicPages)) yield urlEntry(`${publicUrl}${path}`);
          yield '</urlset>\n';
        })();
      }
      const match = /^(agents|sellers)-([1-9][0-9]{0,6})\.xml$/.exec(name);
      if (!match) return undefined;
      const kind = kinds[match[1] as keyof typeof kinds];
      const number = Number(match[2]);
      if (number > filesFor(await kind.count())) return undefined;
      const range = { skip: (number - 1) * SITEMAP_FILE_ADDRESSES, take: SITEMAP_FILE_ADDRESSES };
      return (async function* () {
        yield urlsetStart;
        for await (const row of kind.entries(range)) yield urlEntry(kind.loc(row.id), row.updatedAt);
        yield '</urlset>\n';
      })();
    },
  };
};
