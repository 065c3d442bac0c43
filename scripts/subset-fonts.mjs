#!/usr/bin/env node
/**
 * Writes the site's web fonts into styles/fonts/ (not in git): the @fontsource files cut down
 * to the characters, weights and features of scripts/fonts/subsets.mjs, with HarfBuzz (the
 * subsetter browsers and Google Fonts use, here as WebAssembly through `subset-font`).
 *
 * Runs after `npm install` (the sources live in node_modules) and before `npm run build`;
 * does nothing when styles/fonts/ already holds the output of the same sources and options.
 *
 *   node scripts/subset-fonts.mjs           write the fonts if they are missing or stale
 *   node scripts/subset-fonts.mjs --force   write them again
 *   node scripts/subset-fonts.mjs --after-install
 *                                           the same, but only a note when the development
 *                                           dependencies are not installed (`npm ci --omit=dev`
 *                                           on a server that runs a build made elsewhere)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontSubsets, layoutFeatures } from './fonts/subsets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, 'styles', 'fonts');
const stampPath = path.join(outputDir, 'stamp.json');
const require = createRequire(path.join(root, 'package.json'));

/** HarfBuzz's subsetter, loaded when first needed. */
async function subsetter() {
  return (await import('subset-font')).default;
}

/** One font cut down; `format` is 'woff2' for the site, 'sfnt' for a test that reads it back. */
export async function subsetOne(subset, format = 'woff2') {
  const source = readFileSync(require.resolve(subset.source));
  const subsetFont = await subsetter();
  return subsetFont(source, subset.characters, {
    targetFormat: format,
    keepFeatures: layoutFeatures,
    variationAxes: { wght: subset.weight },
  });
}

/** The @fontsource file as it is, decoded to SFNT, for a test that compares the two. */
export async function sourceAsSfnt(subset) {
  const subsetFont = await subsetter();
  return subsetFont(readFileSync(require.resolve(subset.source)), null, { keepAllGlyphs: true, targetFormat: 'sfnt' });
}

/** A digest of everything the output depends on: the source files, the options, this script. */
function inputDigest() {
  const hash = createHash('sha256');
  hash.update(readFileSync(import.meta.filename));
  hash.update(readFileSync(path.join(import.meta.dirname, 'fonts', 'subsets.mjs')));
  hash.update(readFileSync(require.resolve('subset-font/package.json')));
  for (const subset of fontSubsets) hash.update(readFileSync(require.resolve(subset.source)));
  return hash.digest('hex');
}

function upToDate(digest) {
  if (!existsSync(stampPath)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
    return stamp.digest === digest && fontSubsets.every((subset) => existsSync(path.join(outputDir, subset.output)));
  } catch {
    return false;
  }
}

async function main() {
  if (process.argv.includes('--after-install')) {
    try {
      require.resolve('subset-font');
    } catch {
      console.log('Web fonts not cut: the development dependencies are not installed (a build needs them).');
      return;
    }
  }
  const digest = inputDigest();
  if (!process.argv.includes('--force') && upToDate(digest)) return;
  mkdirSync(outputDir, { recursive: true });
  const sizes = [];
  for (const subset of fontSubsets) {
    const bytes = await subsetOne(subset);
    // Written beside and renamed, so a build never reads half a file.
    const target = path.join(outputDir, subset.output);
    writeFileSync(`${target}.tmp`, bytes);
    renameSync(`${target}.tmp`, target);
    const before = readFileSync(require.resolve(subset.source)).length;
    sizes.push(`${subset.output} ${(bytes.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`);
  }
  writeFileSync(stampPath, `${JSON.stringify({ digest }, null, 2)}\n`);
  console.log(`Web fonts written to styles/fonts/: ${sizes.join(', ')}`);
}

if (process.argv[1] === import.meta.filename) await main();
