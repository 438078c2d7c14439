import sharp from 'sharp';

/** The size link previews ask for (Open Graph and Twitter's large card). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** What a card says: a heading of up to three lines, a badge at the right, and two lines below. */
export type OgCardText = { heading: string; badge?: string; byline: string; footnote: string };

/** XML has no place for control characters but tab and line ends: they would break the picture. */
const isXmlChar = (c: string) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r';

const xmlEscape = (text: string) =>
  [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cuts a long line at a word, with an ellipsis. */
const clip = (text: string, chars: number) => {
  if (text.length <= chars) return text;
  const cut = text.slice(0, chars - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > chars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** Words into lines of about `chars` characters (the font's average width), at most `maxLines`. */
export const wrapWords = (text: string, chars: number, maxLines: number) => {
  const lines: string[] = [];
  let line = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= chars || !line) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) return [...lines, clip(`${line} ${words.slice(i).join(' ')}`, chars)];
    lines.push(line);
    line = word;
  }
  return [...lines, clip(line, chars)].filter(Boolean);
};

/**
 * The card as SVG: the brand's violet, the site name, the heading, a badge (the price) and two
 * lines of detail. DejaVu Sans comes with the system's fonts (the Docker image installs it).
 */
export const ogCardSvg = ({ heading, badge, byline, footnote }: OgCardText) => {
  const { width, height } = ogImageSize;
  const lines = wrapWords(heading, 26, 3);
  const title = lines
    .map((l, i) => `<text x="80" y="${230 + i * 80}" font-size="68" font-weight="bold">${xmlEscape(l)}</text>`)
    .join('');
  const badgeWidth = badge ? 60 + badge.length * 30 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2e1065"/><stop offset="1" stop-color="#7c3aed"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g font-family="DejaVu Sans, Verdana, sans-serif" fill="#ffffff">
    <text x="80" y="110" font-size="40" font-weight="bold" fill="#ddd6fe">Agentsy</text>
    ${
      badge
        ? `<rect x="${width - 80 - badgeWidth}" y="62" width="${badgeWidth}" height="68" rx="34" fill="#ffffff"/>
    <text x="${width - 80 - badgeWidth / 2}" y="109" font-size="40" font-weight="bold" fill="#4c1d95" text-anchor="middle">${xmlEscape(badge)}</text>`
        : ''
    }
    ${title}
    <text x="80" y="510" font-size="40">${xmlEscape(clip(byline, 48))}</text>
    <text x="80" y="568" font-size="34" fill="#ddd6fe">${xmlEscape(clip(footnote, 56))}</text>
  </g>
</svg>`;
};

/** The card drawn as a PNG of ogImageSize. */
export const drawOgCard = (text: OgCardText) =>
  sharp(Buffer.from(ogCardSvg(text)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
