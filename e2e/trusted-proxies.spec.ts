/**
 * Forwarded addresses against the production server, with `TRUST_PROXY=1` and one trusted
 * proxy at 127.0.0.2 (a loopback address of its own, so the test can be both the proxy and a
 * client that reaches the port directly, from 127.0.0.1). A client that forges
 * `X-Forwarded-For` is counted by its socket's address: a forged address neither gives it a
 * fresh allowance nor spends anybody else's.
 */
import { request as httpRequest } from 'node:http';
import { expect, test } from './browse';
import { startOwnServer, temporaryDataDir } from './servers/own-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 60;
const proxy = '127.0.0.2';
const victim = '203.0.113.50';

/**
 * A callback request from `from` claiming `forwardedFor` and https; its status (the body is
 * empty, so nothing is saved). Its Origin is the site as the server will see it: https when it
 * believes the claimed scheme (from the proxy), http otherwise, or the origin check refuses it.
 */
function postCallback(from: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/callback',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          origin: `${from === proxy ? 'https' : 'http'}://127.0.0.1:${port}`,
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'https',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end('{}');
  });
}

test('a direct client that forges X-Forwarded-For is limited by its own address', async () => {
  test.setTimeout(120_000);
  const dataDir = temporaryDataDir('trusted-proxies');
  const server = await startOwnServer(port, {
    DATA_DIR: dataDir.dir,
    TRUST_PROXY: '1',
    TRUSTED_PROXIES: `${proxy}/32`,
  });
  try {
    // Five callback requests per address in ten minutes: the direct client spends its own five,
    // each one claiming to be the victim. The body is empty, so each is counted, then refused as 400.
    for (let sent = 0; sent < 5; sent += 1) expect(await postCallback('127.0.0.1', victim)).toBe(400);
    // A sixth from a fresh forged address is still the same client.
    expect(await postCallback('127.0.0.1', `198.51.100.${freshHost()}`)).toBe(429);
    expect(await postCallback('127.0.0.1', `${victim}, 198.51.100.9`)).toBe(429);

    // The victim, through the trusted proxy, has its whole allowance.
    for (let sent = 0; sent < 5; sent += 1) expect(await postCallback(proxy, victim)).toBe(400);
    expect(await postCallback(proxy, victim)).toBe(429);
    // And the proxy passes on other visitors as themselves.
    expect(await postCallback(proxy, `198.51.100.${freshHost()}`)).toBe(400);
  } finally {
    await server.stop();
    dataDir.remove();
  }
});

let lastHost = 10;
const freshHost = () => (lastHost += 1);
