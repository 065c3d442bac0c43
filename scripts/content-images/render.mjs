/** Rasterises a job's SVG with sharp and writes it under the public folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { svgFor } from './motifs/index.mjs';

const WEBP = { quality: 76, effort: 6 };

/**
 * Writes the image for `job` to <publicDir><job.url>, encoded by the url's extension
 * (png, jpg/jpeg, avif; anything else is WebP). Returns the number of bytes written.
 */
export async function render(job, publicDir) {
  const svg = svgFor(job);
  const target = path.join(publicDir, ...job.url.split('/').filter(Boolean));
  if (!target.startsWith(publicDir + path.sep)) throw new Error(`refusing to write outside ${publicDir}: ${job.url}`);
  const ext = path.extname(target).toLowerCase();
  let pipeline = sharp(Buffer.from(svg)).resize(job.width, job.height, { fit: 'cover' });
  if (ext === '.png') pipeline = pipeline.png({ compressionLevel: 9, palette: true });
  else if (ext === '.jpg' || ext === '.jpeg') pipeline = pipeline.jpeg({ quality: 80, mozjpeg: true });
  else if (ext === '.avif') pipeline = pipeline.avif({ quality: 55, effort: 6 });
  else pipeline = pipeline.webp(WEBP);
  const buffer = await pipeline.toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, buffer);
  return buffer.length;
}
