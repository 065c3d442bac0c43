// The site behind nginx as deploy/nginx.conf sets it up, printed by `npm run bench -- --nginx`
// (and by `npm run bench` when nginx is installed): a prerendered page through the proxy
// (from nginx's cache once it holds it) against the same nginx sending the same bytes from
// a file, alternately in one run. nginx runs as our own process, with its pid, logs, cache
// and temporary files in a folder of its own; the configuration is deploy/nginx.conf with
// only its addresses and paths changed.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';

const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/**
 * deploy/nginx.conf on loopback: its files in `dir`, in front of the instances on `appPorts`.
 * Without `tls`, the site over plain http on `proxyPort` (its TLS and the redirect to it left
 * out); with `tls`, as deployed: https on `tls.port` with that certificate and key, and
 * `proxyPort` answering 301 to https.
 * @param {string} source
 * @param {{ dir: string, proxyPort: number, appPorts: number[], tls?: { port: number, certificate: string, key: string } }} options
 */
export function loopbackNginxConfig(source, { dir, proxyPort, appPorts, tls }) {
  const servers = appPorts.map((port) => `        server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join('\n');
  const listening = tls
    ? source
        .replace(/^\s*listen \[::\]:(?:80|443 ssl);\n/gm, '')
        .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`)
        .replace(/listen 443 ssl;/, `listen 127.0.0.1:${tls.port} ssl;`)
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${tls.certificate};`)
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`)
    : source
        .replace(/\n[^\n]*\n\s*server \{\n\s*listen 80;\n[^}]*\}\n/, '\n')
        .replace(/^\s*listen \[::\]:443 ssl;\n/m, '')
        .replace(/listen 443 ssl;/, `listen 127.0.0.1:${proxyPort};`)
        .replace(/^\s*ssl_\w+ .*;\n/gm, '');
  return listening
    .replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*;$/m, `error_log ${dir}/error.log warn;`)
    .replace(/^(\s*)access_log .*;$/m, '$1access_log off;')
    .replace(/proxy_cache_path \/var\/cache\/nginx\/backstage/, `proxy_cache_path ${dir}/cache`)
    .replace(/(upstream backstage_site \{\n)(?:\s*server .*;\n)+/, `$1${servers}\n`)
    .replace(
      /^http \{$/m,
      `http {\n    client_body_temp_path ${dir}/client;\n    proxy_temp_path ${dir}/proxy;\n    fastcgi_temp_path ${dir}/fastcgi;\n    uwsgi_temp_path ${dir}/uwsgi;\n    scgi_temp_path ${dir}/scgi;`,
    );
}

/** deploy/nginx.conf on loopback ports, with its files in `dir`, plus a server that sends one file. */
export function benchConfig(source, { dir, proxyPort, staticPort, appPort }) {
  const replaced = loopbackNginxConfig(source, { dir, proxyPort, appPorts: [appPort] });
  const fileServer = `
    # The benchmark's yardstick: the page's bytes from a file, as the site sends them.
    server {
        listen 127.0.0.1:${staticPort};
        root ${dir}/static;
        gzip off;
        location / {
            default_type "text/html; charset=utf-8";
            add_header Content-Encoding br;
            add_header Vary Accept-Encoding;
            try_files /page.html.br =404;
        }
    }
}
`;
  const end = replaced.lastIndexOf('}');
  return replaced.slice(0, end) + fileServer.trimStart();
}

/** The raw bytes of an answer (fetch would decompress them). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await rawGet(url, {});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answers on ${url}`);
}

async function load(url, seconds, connections) {
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

export async function benchNginx({ root, port, seconds, rounds = 2, connections = 50, page = '/services/female/hair/colouring/air-touch/' }) {
  const nginx = findNginx();
  if (!nginx) {
    console.log('\nnginx is not installed (apt-get install -y nginx-light): no figures behind deploy/nginx.conf.');
    return;
  }
  const [proxyPort, staticPort, appPort] = [port, port + 1, port + 2];
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  // nginx's workers run as another user when it is started as root.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'static'));
  const app = await startServer(root, appPort, [], { TRUST_PROXY: '1', DATA_DIR: path.join(dir, 'data') });
  let server = null;
  try {
    const sent = await rawGet(`${app.base}${page}`, browserHeaders);
    if (sent.headers['content-encoding'] !== 'br') throw new Error(`the site answered ${page} without Brotli`);
    writeFileSync(path.join(dir, 'static', 'page.html.br'), sent.body);
    const config = path.join(dir, 'nginx.conf');
    writeFileSync(config, benchConfig(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'), { dir, proxyPort, staticPort, appPort }));
    server = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const proxied = `http://127.0.0.1:${proxyPort}${page}`;
    const fromFile = `http://127.0.0.1:${staticPort}/`;
    await waitFor(proxied);
    await waitFor(fromFile);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await rawGet(proxied, browserHeaders)).headers['x-cache-status']);
    const copy = await rawGet(proxied, browserHeaders);
    console.log(`\nBehind nginx (deploy/nginx.conf): ${page}, ${connections} connections, ${seconds} s per run, ${rounds} rounds alternating`);
    console.log(`  cache status of the first requests: ${statuses.join(', ')}; the cached copy is ${copy.body.equals(sent.body) ? 'the same bytes' : 'NOT the same bytes'} as the site's`);
    await load(proxied, 2, connections);
    await load(fromFile, 2, connections);
    const runs = { proxied: [], file: [] };
    for (let round = 0; round < rounds; round += 1) {
      runs.proxied.push(await load(proxied, seconds, connections));
      runs.file.push(await load(fromFile, seconds, connections));
    }
    const mean = (list) => list.reduce((sum, run) => sum + run.rps, 0) / list.length;
    for (const [label, list] of [
      ['the site through nginx', runs.proxied],
      ['nginx sending the file', runs.file],
    ]) {
      console.log(
        `  ${label.padEnd(24)} ${list.map((run) => String(Math.round(run.rps))).join(' / ').padStart(15)} req/s   p99 ${list.map((run) => run.p99).join(' / ')} ms   failed ${list.reduce((sum, run) => sum + run.failed, 0)}`,
      );
    }
    console.log(`  through nginx at ${((mean(runs.proxied) / mean(runs.file)) * 100).toFixed(0)}% of nginx's own rate`);
  } finally {
    server?.kill('SIGQUIT');
    app.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
