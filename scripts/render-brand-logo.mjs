#!/usr/bin/env node
/**
 * Renders the brand's raster logo, public/brand/logo.png, from the wordmark public/brand/logo.svg:
 * search engines take a logo for an organization only as a raster image of at least 112x112
 * pixels that reads on white. The wordmark is drawn in near-black, centred on a white
 * 1200x240 canvas with a margin of a twentieth of the width. Rerun after changing the SVG:
 *   node scripts/render-brand-logo.mjs
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const svgFile = new URL('../public/brand/logo.svg', import.meta.url);
const pngFile = new URL('../public/brand/logo.png', import.meta.url);
const width = 1200;
const height = 240;
const margin = width / 20;

const svg = (await readFile(svgFile, 'utf8')).replace('fill="currentColor"', 'fill="#111111"');
const mark = await sharp(Buffer.from(svg), { density: 600 })
  .resize({ width: width - 2 * margin, height: height - 2 * margin, fit: 'inside' })
  .png()
  .toBuffer();
await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
  .composite([{ input: mark, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(pngFile.pathname);
console.log(`wrote ${pngFile.pathname} (${width}x${height})`);
