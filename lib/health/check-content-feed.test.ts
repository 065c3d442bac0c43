/** The content feed check against a WordPress stand-in on loopback: each way it can answer. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContentFeed } from './check-content-feed';

let mode: 'ok' | 'error' | 'silent' = 'ok';
const seen: string[] = [];
const held: IncomingMessage[] = [];
const server = createServer((request, response) => {
  seen.push(request.url ?? '');
  if (mode === 'silent') return void held.push(request);
  response.writeHead(mode === 'ok' ? 200 : 500, { 'content-type': 'application/json' }).end('[{"id":2}]');
});
let base = '';
/** A hang guard for the answers that come at once, not a speed check: loopback on a busy machine can take seconds. */
const hangGuardMs = 20_000;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the content feed check', () => {
  it("asks for one page's id and passes on a 2xx", async () => {
    mode = 'ok';
    expect(await checkContentFeed(hangGuardMs, base)).toBe(true);
    expect(seen.at(-1)).toBe('/wp-json/wp/v2/pages?per_page=1&_fields=id');
  });

  it('fails on an error status', async () => {
    mode = 'error';
    expect(await checkContentFeed(hangGuardMs, base)).toBe(false);
  });

  it('gives up at its time-out when the feed is silent', async () => {
    mode = 'silent';
    // Long enough for the request to reach the stand-in on a busy machine (it took over a
    // second once), so that the time-out, not a request never sent, ends the check.
    await expect(checkContentFeed(5_000, base)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(held).toHaveLength(1);
  });

  it('fails when nothing listens', async () => {
    await expect(checkContentFeed(hangGuardMs, 'http://127.0.0.1:1')).rejects.toThrow();
  });
});
