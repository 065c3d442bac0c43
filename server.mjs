// The production server: Next's request handler behind one rule Next itself cannot be
// configured to follow. Next answers paths with repeated slashes with its own 308 before
// proxy.ts runs; this site's rule is a single 301 to the normalised path, so that case is
// answered here. Everything else (trailing slashes, locales) stays in proxy.ts.
import { createServer } from 'node:http';
import next from 'next';
import { isExemptPath, normalisePagePath } from './lib/routing/normalise-path.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false });
const handle = app.getRequestHandler();

await app.prepare();

createServer((request, response) => {
  const raw = request.url ?? '/';
  const path = raw.split('?', 1)[0] ?? '/';
  if (/\/\/|\\/.test(path)) {
    const clean = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
    const location = (isExemptPath(clean) ? clean : normalisePagePath(clean)) + raw.slice(path.length);
    response.writeHead(301, { Location: location, 'Content-Type': 'text/plain' });
    response.end(location);
    return;
  }
  handle(request, response);
}).listen(port, hostname, () => {
  console.log(`Backstage site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
