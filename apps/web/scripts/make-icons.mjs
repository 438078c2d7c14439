#!/usr/bin/env node
// Draws the installable app's PNG icons from public/favicon.svg: run it after changing the logo
// (`node apps/web/scripts/make-icons.mjs`) and commit what it writes to public/icons/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const logo = path.join(publicDir, 'favicon.svg');
const out = path.join(publicDir, 'icons');
mkdirSync(out, { recursive: true });

/** The logo `size` pixels wide on a square of `canvas`, on `background` (transparent when null). */
const draw = async (file, canvas, size, background) => {
  const mark = await sharp(logo, { density: 384 }).resize(size, size).png().toBuffer();
  const offset = Math.round((canvas - size) / 2);
  await sharp({
    create: { width: canvas, height: canvas, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`wrote public/icons/${file}`);
};

// The logo's own purple, so the crop of a launcher or iOS's rounded corners show no seam.
const brand = { r: 0x7c, g: 0x3a, b: 0xed, alpha: 1 };
await draw('icon-192.png', 192, 192, null);
await draw('icon-512.png', 512, 512, null);
// Maskable: launchers crop to a circle or squircle, so the logo stays inside the middle 80%.
await draw('maskable-512.png', 512, 384, brand);
// iOS fills transparency with black and rounds the corners itself.
await draw('apple-touch-icon.png', 180, 180, brand);
