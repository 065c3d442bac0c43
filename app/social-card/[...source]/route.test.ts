import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let wordpressUrl = '';
vi.mock('@/lib/config', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config')>();
  return { ...original, getConfig: () => ({ ...original.getConfig(), wordpressUrl }) };
});
const { GET } = await import('./route');

const get = (path: string) => GET(new Request(`http://localhost${path}`), { params: Promise.resolve({ source: path.split('/').slice(2) }) });

/** A stand-in WordPress media server on loopback: one picture, one page that is not a picture, and 404 for the rest. */
let server: Server;
beforeAll(async () => {
  const picture = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#c8a97e' } }).jpeg().toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/wp-content/uploads/2026/05/colour.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    else if (request.url === '/wp-content/uploads/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  wordpressUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function expectCard(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
}

describe('GET /social-card/...', () => {
  it('answers a bundled picture (a portrait master) as a 1200x630 JPEG kept for long', async () => {
    await expectCard(await get('/social-card/images/masters/amelia-hart.webp.jpg'));
  });

  it('answers a WordPress media file as a card', async () => {
    await expectCard(await get('/social-card/wordpress/wp-content/uploads/2026/05/colour.jpg.jpg'));
  });

  it('answers 404, kept by no cache, for a missing picture or an address that names none', async () => {
    for (const path of ['/social-card/images/masters/nobody.webp.jpg', '/social-card/images/../../package.json.jpg', '/social-card/anything.jpg', '/social-card/wordpress/wp-content/uploads/missing.jpg.jpg']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answers 502 when WordPress sends something other than a picture', async () => {
    const response = await get('/social-card/wordpress/wp-content/uploads/page.html.jpg');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
