#!/usr/bin/env node
/**
 * Renders the site's raster icons and its default link-preview card from the brand's SVGs:
 * - app/favicon.ico: the square icon (app/icon.svg) at 32x32 and 16x16, as PNG images inside
 *   an ICO container (browsers and crawlers still ask for /favicon.ico);
 * - app/apple-icon.png: the same icon at 180x180, which iOS uses for a home-screen shortcut;
 * - public/brand/social-card.jpg: a 1200x630 card (the 1.91:1 shape link previews draw) with the
 *   wordmark in the brand's gold on its dark ground, for pages that have no picture of their own.
 * Rerun after changing either SVG:  node scripts/render-site-icons.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const ground = '#1d1a1f';
const gold = '#c8a97e';

const icon = await readFile(new URL('app/icon.svg', root));
const square = (size) => sharp(icon, { density: 72 * Math.ceil(size / 64) * 4 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const favicon = ico(await Promise.all([32, 16].map(async (size) => ({ size, png: await square(size) }))));
await writeFile(new URL('app/favicon.ico', root), favicon);
await writeFile(new URL('app/apple-icon.png', root), await square(180));

const width = 1200;
const height = 630;
const wordmark = (await readFile(new URL('public/brand/logo.svg', root), 'utf8')).replace('fill="currentColor"', `fill="${gold}"`);
const mark = await sharp(Buffer.from(wordmark), { density: 600 }).resize({ width: Math.round(width * 0.7), fit: 'inside' }).png().toBuffer();
await sharp({ create: { width, height, channels: 3, background: ground } })
  .composite([{ input: mark, gravity: 'centre' }])
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(new URL('public/brand/social-card.jpg', root).pathname);
console.log('wrote app/favicon.ico, app/apple-icon.png, public/brand/social-card.jpg');
