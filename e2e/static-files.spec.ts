import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from './browse';
import { pageScriptSources } from '../scripts/page-scripts.mjs';

/** The bytes as they travel (Node's fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

test("a page's scripts travel as the Brotli the build made of them", async ({ request, baseURL }) => {
  const sources = pageScriptSources(await (await request.get('/')).text());
  expect(sources.length).toBeGreaterThan(5);
  for (const source of sources) {
    const answer = await rawGet(new URL(source, baseURL).href, { 'accept-encoding': 'br, gzip' });
    if (answer.headers['content-encoding'] === undefined) continue; // too small to be worth it
    expect(answer.headers['content-encoding'], source).toBe('br');
    const built = readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', source.replace(/^\/_next\//, '').split('?')[0] + '.br'));
    expect(answer.body.equals(built), source).toBe(true);
  }
});
