/** Scans the content JSON for image references and turns them into render jobs. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every *.json under dir, recursively, in a stable (name-sorted) order. */
async function jsonFiles(dir) {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return out;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await jsonFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

const isImageUrl = (value) => typeof value === 'string' && value.startsWith('/images/');
const isImage = (value) =>
  value && typeof value === 'object' && isImageUrl(value.url) && Number.isFinite(value.width) && Number.isFinite(value.height) && value.width > 0 && value.height > 0;

/** Standard WordPress sizes: longest edge bound, or [w, h] box for cropped ones. */
const WP_SIZES = { thumbnail: [150, 150, true], medium: [300, 300], medium_large: [768, 0], large: [1024, 1024], '1536x1536': [1536, 1536], '2048x2048': [2048, 2048] };

function sizeFor(sizes, key, width, height) {
  const w = sizes[`${key}-width`];
  const h = sizes[`${key}-height`];
  if (Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0) return [Math.round(w), Math.round(h)];
  const spec = WP_SIZES[key];
  if (!spec) return [width, height];
  const [bw, bh, crop] = spec;
  if (crop) return [bw, bh];
  const scale = Math.min(1, bw / width, bh ? bh / height : Infinity);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/**
 * Finds the images. Each job: { url, width, height, seedUrl, artW, artH, hint }.
 * The hint is text used to pick a colour family: the url's own name, and the slugs of
 * the item that holds the image and of its service categories (with parents).
 */
export async function collect(dir) {
  const files = await jsonFiles(dir);
  const docs = [];
  for (const file of files) {
    try {
      docs.push({ file, data: JSON.parse(await readFile(file, 'utf8')) });
    } catch (error) {
      console.warn(`! skipped ${path.relative(dir, file)}: ${error.message}`);
    }
  }
  // service categories by id, to name a service's family
  const categories = new Map();
  for (const { file, data } of docs) {
    if (path.basename(file) === 'services_categories.json' && Array.isArray(data)) {
      for (const c of data) if (c && typeof c.id === 'number') categories.set(c.id, c);
    }
  }
  const chainOf = (id, seen = new Set()) => {
    const c = categories.get(id);
    if (!c || seen.has(id)) return [];
    seen.add(id);
    return [c.slug ?? '', ...chainOf(c.parent, seen)];
  };
  const contextOf = (item, file) => {
    if (!item || typeof item !== 'object') return '';
    const parts = [typeof item.slug === 'string' ? item.slug : ''];
    if (path.basename(file) === 'services_categories.json' && typeof item.id === 'number') parts.push(...chainOf(item.id));
    if (Array.isArray(item.services_categories)) for (const id of item.services_categories) parts.push(...chainOf(id));
    return parts.join(' ');
  };

  const jobs = new Map();
  const stray = new Set();
  const add = (job) => {
    const existing = jobs.get(job.url);
    // a main image beats a derived size that happens to share its url
    if (!existing || (existing.derived && !job.derived)) jobs.set(job.url, job);
    else if (job.derived) return;
    else if (existing.width !== job.width || existing.height !== job.height) {
      if (!existing.warned) console.warn(`! ${job.url} appears with sizes ${existing.width}x${existing.height} and ${job.width}x${job.height}; using the first`);
      existing.warned = true;
    }
  };
  const walk = (value, owner, file) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, owner, file);
      return;
    }
    if (!value || typeof value !== 'object') {
      if (isImageUrl(value)) stray.add(value);
      return;
    }
    if (isImage(value)) {
      const width = Math.round(value.width);
      const height = Math.round(value.height);
      const own = path.posix.basename(value.url).replace(/\.[a-z0-9]+$/i, '');
      const hint = { own, all: `${own} ${contextOf(owner, file)}` };
      add({ url: value.url, width, height, seedUrl: value.url, artW: width, artH: height, hint });
      if (value.sizes && typeof value.sizes === 'object') {
        for (const [key, sized] of Object.entries(value.sizes)) {
          if (!isImageUrl(sized) || sized === value.url) continue;
          const [sw, sh] = sizeFor(value.sizes, key, width, height);
          // same picture: drawn on the original canvas when the aspect ratio matches
          const sameAspect = Math.abs(sw / sh - width / height) < 0.02;
          add({ url: sized, width: sw, height: sh, seedUrl: value.url, artW: sameAspect ? width : sw, artH: sameAspect ? height : sh, hint, derived: true });
        }
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'sizes' && isImage(value)) continue;
      if (key === 'url' && isImage(value)) continue;
      walk(child, owner, file);
    }
  };
  for (const { file, data } of docs) {
    if (Array.isArray(data)) for (const item of data) walk(item, item, file);
    else walk(data, data, file);
  }
  for (const url of stray) if (!jobs.has(url)) console.warn(`! ${url} is referenced without width/height; not generated`);
  return [...jobs.values()];
}
