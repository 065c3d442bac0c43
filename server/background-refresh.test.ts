import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackgroundRefresh, refreshHeader } from './background-refresh.mjs';

type Ticket = { key: string };

/** A loopback server standing for server.mjs: it claims each request as the real one does. */
async function siteServer(onRequest: (request: IncomingMessage) => void): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    onRequest(request);
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!DOCTYPE html><p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const visitor = (url: string, headers: IncomingHttpHeaders) => ({ url, headers }) as IncomingMessage;
const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

let open: Server | undefined;
afterEach(() => open?.close());

describe('createBackgroundRefresh', () => {
  it("asks the server for the visitor's page as the visitor asked, and the server recognises it once", async () => {
    const seen: { url?: string; headers: IncomingHttpHeaders; claimed: unknown; again: unknown }[] = [];
    const site = {} as { refreshes: ReturnType<typeof createBackgroundRefresh<Ticket>> };
    const { server, port } = await siteServer((request) => {
      const raw = request.headers[refreshHeader];
      const claimed = site.refreshes.claim(request);
      // The same header a second time (a replay) is no longer a refresh.
      const replay = { headers: { [refreshHeader]: raw } } as unknown as IncomingMessage;
      seen.push({ url: request.url, headers: { ...request.headers }, claimed, again: site.refreshes.claim(replay) });
    });
    open = server;
    const refreshes = createBackgroundRefresh<Ticket>({ port, token: 'secret-token' });
    site.refreshes = refreshes;
    refreshes.start({ key: 'br https /price/?a=1' }, visitor('/price/?a=1', { host: 'salon.example', 'accept-encoding': 'br, gzip', cookie: 'x=1' }), true);
    await until(() => seen.length === 1 && refreshes.pendingCount() === 0);
    expect(seen[0]!.url).toBe('/price/?a=1');
    expect(seen[0]!.claimed).toEqual({ ticket: { key: 'br https /price/?a=1' }, https: true });
    expect(seen[0]!.again).toBeNull();
    // The visitor's host and encoding go along; their cookies and the token header do not reach Next.
    expect(seen[0]!.headers).toMatchObject({ host: 'salon.example', 'accept-encoding': 'br, gzip' });
    expect(seen[0]!.headers).not.toHaveProperty('cookie');
    expect(seen[0]!.headers).not.toHaveProperty(refreshHeader);
  });

  it('treats a request with a wrong token or an unknown id as an ordinary one, and removes the header', () => {
    const refreshes = createBackgroundRefresh<Ticket>({ port: 1, token: 'secret-token' });
    for (const value of ['guess 0123', 'secret-token unknown-id', 'secret-token', '']) {
      const request = { headers: { [refreshHeader]: value } } as unknown as IncomingMessage;
      expect(refreshes.claim(request)).toBeNull();
      expect(request.headers).not.toHaveProperty(refreshHeader);
    }
    expect(refreshes.claim({ headers: {} } as IncomingMessage)).toBeNull();
  });

  it('logs a refresh that cannot reach the server and forgets it', async () => {
    const { server, port } = await siteServer(() => {});
    await new Promise((resolve) => server.close(resolve));
    const logged: { msg: string; path?: unknown }[] = [];
    const refreshes = createBackgroundRefresh<Ticket>({ port, token: 't', log: (msg, fields) => logged.push({ msg, ...fields }) });
    refreshes.start({ key: 'k' }, visitor('/about/', {}), false);
    await until(() => logged.length === 1);
    expect(logged[0]).toMatchObject({ msg: 'a background refresh failed', path: '/about/' });
    expect(refreshes.pendingCount()).toBe(0);
  });
});
