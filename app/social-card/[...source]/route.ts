import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { ByteBoundedCache } from '@/server/byte-bounded-cache.mjs';
import { cardSourceOf, cropToSocialCard, type CardSource } from '@/lib/images/social-card';

type Context = { params: Promise<{ source: string[] }> };

/** A picture larger than this is not one the feed should serve; it is refused, not read whole. */
const maxSourceBytes = 20 * 1024 * 1024;
const cacheable = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * Cards made, kept per process up to 24 MB (about 300 cards), the least recently asked going
 * first: a crop costs tens of milliseconds of CPU, so each picture is cropped once, not once
 * per preview or per request that misses a cache in front.
 */
const made = new ByteBoundedCache<Buffer>(24 * 1024 * 1024);
const keyOf = (source: CardSource) => (source.kind === 'file' ? `file:${source.path}` : `wordpress:${source.url}`);

/**
 * A content picture as a 1200x630 JPEG link-preview card (lib/images/social-card.ts names the
 * addresses). An address that names no picture, or a picture that is missing, is a 404; a
 * WordPress that fails or sends something other than an image is a 502, kept by no cache.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const source = cardSourceOf((await params).source, getConfig().wordpressUrl);
  if (!source) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const kept = made.get(keyOf(source));
  if (kept) return cardAnswer(kept);
  const picture = await readSource(source);
  if (picture.status !== 200) return new Response(picture.status === 404 ? 'Not found' : 'Bad gateway', { status: picture.status, headers: { 'Cache-Control': 'no-store' } });
  let card: Buffer;
  try {
    card = await cropToSocialCard(picture.bytes);
  } catch {
    return new Response('Not an image', { status: source.kind === 'file' ? 404 : 502, headers: { 'Cache-Control': 'no-store' } });
  }
  made.set(keyOf(source), card, card.length);
  return cardAnswer(card);
}

function cardAnswer(card: Buffer): Response {
  return new Response(new Uint8Array(card), {
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(card.length), 'Cache-Control': cacheable },
  });
}

type Read = { status: 200; bytes: Buffer } | { status: 404 | 502 };

async function readSource(source: CardSource): Promise<Read> {
  if (source.kind === 'file') {
    try {
      return { status: 200, bytes: await readFile(path.join(process.cwd(), 'public', source.path)) };
    } catch {
      return { status: 404 };
    }
  }
  try {
    const answer = await fetch(source.url, { signal: AbortSignal.timeout(10_000), cache: 'no-store' });
    if (answer.status === 404) return { status: 404 };
    const type = answer.headers.get('content-type') ?? '';
    const length = Number(answer.headers.get('content-length') ?? 0);
    if (!answer.ok || !type.startsWith('image/') || length > maxSourceBytes) return { status: 502 };
    const bytes = Buffer.from(await answer.arrayBuffer());
    return bytes.length > maxSourceBytes ? { status: 502 } : { status: 200, bytes };
  } catch {
    return { status: 502 };
  }
}
