/**
 * The site as deployed behind two proxies: a load balancer (a small HTTPS proxy of the test's
 * own, at 127.0.0.5, appending the address it saw to `X-Forwarded-For` as balancers do) in
 * front of nginx with deploy/nginx.conf's TLS (its addresses, paths and a throwaway
 * certificate changed, nothing else), in front of the production server with
 * `TRUSTED_PROXIES` naming both. Clients reach the balancer from addresses of their own
 * (127.0.1.N). Each must be itself to the site's limits, a forged hop must not make one client
 * another, and the site must know it is served over https: Secure cookies, and HSTS from nginx.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { findNginx, loopbackNginxConfig } from '../scripts/bench/nginx.mjs';
import { expect, test } from './browse';
import { startOwnServer } from './servers/own-server';

const base = Number(process.env.E2E_PORT ?? 3100) + 70;
const ports = { site: base, nginxHttp: base + 1, nginxTls: base + 2, balancer: base + 3 };
const balancerAddress = '127.0.0.5';
// The public name the site is configured with, as clients and the certificate know it.
const siteOrigin = `https://localhost:${ports.balancer}`;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };


/**
 * One request through the chain from the client at `from`: to the balancer over TLS (the
 * test's own certificate, so not verified), with the site's own origin as a browser sends it.
 */
function viaBalancer(
  from: string,
  { method = 'GET', path: target = '/', headers = {}, body }: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: balancerAddress,
        port: ports.balancer,
        servername: 'localhost',
        rejectUnauthorized: false,
        localAddress: from,
        agent: false,
        method,
        path: target,
        headers: { host: `localhost:${ports.balancer}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const postJson = (from: string, target: string, data: unknown, headers: Record<string, string> = {}) =>
  viaBalancer(from, {
    method: 'POST',
    path: target,
    headers: { origin: siteOrigin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });

/**
 * The balancer: TLS from clients, TLS again to nginx, and one header of its own: the client's
 * address appended to whatever `X-Forwarded-For` it was sent (which it cannot check).
 */
function startBalancer(tls: { key: Buffer; cert: Buffer }): Promise<Server> {
  const server = createServer(tls, (incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpsRequest(
      {
        host: '127.0.0.1',
        port: ports.nginxTls,
        // nginx sees the balancer at its own address, as it would another machine.
        localAddress: balancerAddress,
        servername: 'localhost',
        rejectUnauthorized: false,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.balancer, balancerAddress, () => resolve(server));
  });
}

/** A self-signed certificate for `localhost`, from the machine's openssl. */
function throwawayCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate (apt-get install -y openssl)');
  return { certificate, key };
}

async function waitUntilAnswering(check: () => Promise<unknown>) {
  await expect
    .poll(
      async () => {
        try {
          await check();
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('behind a balancer and nginx with TLS', () => {
  test.describe.configure({ mode: 'serial' });
  let dir = '';
  let site: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  /** What the site writes: its JSON log lines. */
  let siteOutput = '';
  let nginx: ChildProcess | undefined;
  let balancer: Server | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const nginxPath = findNginx();
    if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
    dir = mkdtempSync(path.join(tmpdir(), 'proxy-chain-'));
    // nginx's workers run as another user when the tests run as root.
    chmodSync(dir, 0o755);
    const tls = throwawayCertificate(dir);
    site = await startOwnServer(ports.site, {
      DATA_DIR: path.join(dir, 'data'),
      SITE_URL: siteOrigin,
      TRUST_PROXY: '1',
      // nginx reaches the site from 127.0.0.1; the balancer reaches nginx from its own address.
      TRUSTED_PROXIES: `127.0.0.1/32,${balancerAddress}/32`,
    }, { output: (text) => (siteOutput += text) });
    const config = path.join(dir, 'nginx.conf');
    const source = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
    writeFileSync(
      config,
      loopbackNginxConfig(source, {
        dir,
        proxyPort: ports.nginxHttp,
        appPorts: [ports.site],
        tls: { port: ports.nginxTls, certificate: tls.certificate, key: tls.key },
      }),
    );
    nginx = spawn(nginxPath, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    balancer = await startBalancer({ key: readFileSync(tls.key), cert: readFileSync(tls.certificate) });
    await waitUntilAnswering(async () => {
      const answer = await viaBalancer('127.0.1.1', { path: '/robots.txt' });
      if (answer.status !== 200) throw new Error(String(answer.status));
    });
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => (balancer ? balancer.close(() => resolve()) : resolve()));
    if (nginx && nginx.exitCode === null) {
      const ended = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await ended;
    }
    await site?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('seven clients behind the balancer each get their own callback allowance', async () => {
    // Five callback requests per address in ten minutes: were the balancer (or nginx) taken for
    // the client, the sixth and seventh would be refused.
    const statuses = [];
    for (let client = 1; client <= 7; client += 1) {
      const answer = await postJson(`127.0.1.${10 + client}`, '/api/callback', {
        name: 'Olivia Grant',
        phone: `+4477009002${String(client).padStart(2, '0')}`,
        agreed: true,
        page: '/contacts/',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201]);
  });

  test('a client that forges a hop is counted as itself, and spends nobody else’s allowance', async () => {
    const forger = '127.0.1.30';
    const victim = '127.0.1.31';
    // Empty bodies: each is counted, then refused as 400, so nothing is saved.
    const forged = async (claim: string) =>
      (await postJson(forger, '/api/callback', {}, { 'x-forwarded-for': claim })).status;
    const results = [];
    for (let sent = 0; sent < 5; sent += 1) results.push(await forged(`${victim}, 10.0.0.5`));
    expect(results).toEqual([400, 400, 400, 400, 400]);
    // The sixth, claiming yet another address and even the balancer's own, is the same client.
    expect(await forged(`203.0.113.7, ${balancerAddress}`)).toBe(429);
    // The victim the forger claimed to be still has its whole allowance.
    expect((await postJson(victim, '/api/callback', {})).status).toBe(400);
  });

  test('nginx names each request, whatever the client sent: the site keeps the id, and every answer carries its own', async () => {
    // The second answer comes from nginx's cache, still under its own request's id.
    const answers = [
      await viaBalancer('127.0.1.50', { path: '/contacts/', headers: { 'x-request-id': 'chosen-by-the-client' } }),
      await viaBalancer('127.0.1.50', { path: '/contacts/' }),
      await viaBalancer('127.0.1.50', { path: '/api/locations' }),
    ];
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
    // The site logged the API request under nginx's id (its line is written once the answer is over).
    const id = answers[2]!.headers['x-request-id'] as string;
    await expect.poll(() => siteOutput.includes(`"requestId":"${id}"`)).toBe(true);
    expect(siteOutput).not.toContain('chosen-by-the-client');
  });

  test('the site knows it is served over https: Secure cookies, HSTS, and port 80 sends there', async () => {
    const phone = '+447700900250';
    const client = '127.0.1.40';
    const asked = await postJson(client, '/api/auth/code', { phone });
    expect(asked.status).toBe(200);
    // The sign-in in progress is a cookie of its own, sent back with the code.
    const pending = asked.headers['set-cookie'] ?? [];
    const cookieHeader = pending.map((cookie) => cookie.split(';', 1)[0]).join('; ');
    const db = new Database(path.join(dir, 'data', 'site.sqlite'), { readonly: true, fileMustExist: true });
    let code: string | null = null;
    try {
      const row = db.prepare('select body from booking_sms_outbox where phone = ? order by id desc limit 1').get(phone) as
        | { body: string }
        | undefined;
      code = row ? codeInMessage(row.body) : null;
    } finally {
      db.close();
    }
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await postJson(
      client,
      '/api/auth/confirm',
      { code, firstName: 'Anne', lastName: 'Elliot' },
      { cookie: cookieHeader },
    );
    expect(signedIn.status).toBe(200);
    const cookies = [...pending, ...(signedIn.headers['set-cookie'] ?? [])].filter((cookie) => !/Max-Age=0/i.test(cookie));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, 'every session cookie is Secure and prefixed so').toMatch(/^__(?:Host|Secure)-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    }
    expect(signedIn.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

    const page = await viaBalancer(client, { path: '/contacts/' });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);

    // nginx's plain port answers only with the way to https.
    const plain = await new Promise<Answer>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: ports.nginxHttp, path: '/contacts/?a=1', headers: { host: 'localhost' } }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: '' }));
      })
        .on('error', reject)
        .end();
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://localhost/contacts/?a=1');
  });
});
