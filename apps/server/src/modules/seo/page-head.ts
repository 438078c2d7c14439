import type { PageMeta } from './page-meta';
import { siteName } from './page-meta';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/**
 * JSON inside <script> ends at the first "</script" whatever the quoting, so every "<" (and the
 * characters some parsers take as line ends) is written as a JSON escape.
 */
export const scriptSafeJsonText = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const scriptSafeJson = (value: unknown) => scriptSafeJsonText(JSON.stringify(value));

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> tags of one page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export const renderPageHead = (page: PageMeta, publicUrl: string) => {
  const url = page.canonicalPath === undefined ? undefined : `${publicUrl}${page.canonicalPath}`;
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (!page.isIndexable) tags.push(meta('name', 'robots', 'noindex'));
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  const { image } = page;
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(page.jsonLd)}</script>`);
  return tags.join('\n    ');
};

const headStart = '<!--page-head-->';
const headEnd = '<!--/page-head-->';

/** Puts the page's tags between the markers the web app's index.html carries around its defaults. */
export const injectPageHead = (html: string, head: string) => {
  const start = html.indexOf(headStart);
  const end = html.indexOf(headEnd);
  if (start < 0 || end < start) throw new Error('index.html has no <!--page-head--> markers');
  return html.slice(0, start) + head + html.slice(end + headEnd.length);
};
