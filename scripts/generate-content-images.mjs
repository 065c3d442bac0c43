#!/usr/bin/env node
/**
 * Generates the placeholder artwork the bundled content points at.
 *
 * Usage:
 *   node scripts/generate-content-images.mjs [contentDir] [publicDir]
 *
 *   contentDir  folder scanned recursively for *.json (default: <repo>/content)
 *   publicDir   folder the images are written under  (default: <repo>/public)
 *
 * Every object in the JSON that has a `url` string starting with "/images/" and numeric
 * `width` and `height` is an image. For each distinct url an abstract, brand-coloured
 * composition is drawn as SVG and written with sharp as WebP to <publicDir><url> at the
 * given size. The motif depends on the folder after /images/ (services, categories,
 * masters, articles, pages, salons, vacancies; anything else gets the services motif).
 * A WordPress-style `sizes` object next to the url (e.g. `sizes.medium`) is honoured too:
 * each of its /images/ urls is rendered as the same picture at that size.
 *
 * Output is deterministic: the random choices come from a PRNG seeded by the url, so a
 * rerun rewrites identical bytes. Uses only sharp and node built-ins.
 *
 * The work is split across scripts/content-images/: scan.mjs finds the images,
 * motifs/ draws one SVG per kind, render.mjs rasterises and writes them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collect } from './content-images/scan.mjs';
import { render } from './content-images/render.mjs';

export { collect } from './content-images/scan.mjs';
export { svgFor } from './content-images/motifs/index.mjs';
export { familyFor } from './content-images/families.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'content'));
const publicDir = path.resolve(process.argv[3] ?? path.join(repoRoot, 'public'));

async function main() {
  const jobs = await collect(contentDir);
  if (jobs.length === 0) {
    console.log(`No images found in ${contentDir}`);
    return;
  }
  let total = 0;
  const byKind = new Map();
  // a few at a time: rsvg + libwebp effort 6 are CPU heavy
  const queue = [...jobs];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const bytes = await render(job, publicDir);
      total += bytes;
      const kind = job.url.split('/')[2] ?? '?';
      const k = byKind.get(kind) ?? { count: 0, bytes: 0, max: 0 };
      k.count += 1;
      k.bytes += bytes;
      k.max = Math.max(k.max, bytes);
      byKind.set(kind, k);
      if (process.env.VERBOSE) console.log(`${job.url} ${job.width}x${job.height} ${(bytes / 1024).toFixed(1)} KB`);
    }
  });
  await Promise.all(workers);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  for (const [kind, k] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kind.padEnd(12)} ${String(k.count).padStart(4)} images  ${kb(k.bytes).padStart(10)}  (largest ${kb(k.max)})`);
  }
  console.log(`Generated ${jobs.length} images in ${publicDir}, total ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MB)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
