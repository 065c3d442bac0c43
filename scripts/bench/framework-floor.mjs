// The framework's own floor for the interactive figures: a bare Next.js page (a heading, a
// paragraph and one client button marked for early taps, nothing else) built with this
// project's Next.js and React, and served the way the site serves its own: chunks with compile
// hints and precompressed at Brotli 11 as after `npm run build`, the page as the server
// compresses it.
// Whatever the gap between its largest paint and its button going live, no page of the site
// can do better on the same profile: it is the time the framework's scripts take to arrive
// and to hydrate.
// Beside it, the same bare page carrying a page of the site (carried-page.mjs): its styles,
// preloaded fonts and picture, and its markup, with the one button and no other script. The
// files it names (fonts, pictures) are the site's own, passed through from the site's server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import path from 'node:path';
import { compress } from '../../server/compression.mjs';
import { createPrecompressedReader } from '../../server/precompressed.mjs';
import { addCompileHints } from '../compile-hints.mjs';
import { precompressStatic } from '../precompress.mjs';
import { carriedPage } from './carried-page.mjs';

const files = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import { Tap } from './Tap';

export default function Page() {
  return (
    <main>
      <Tap />
      <h1>Backstage Chelsea</h1>
      <p style={{ fontSize: 28 }}>
        A beauty salon in Chelsea, London: hair, nails, make-up, skin care and massage for women and men.
      </p>
    </main>
  );
}
`,
  // Live once hydrated, marked as the site's controls are (components/EarlyTap).
  'app/Tap.tsx': `'use client';
import { useEffect, useRef, useState } from 'react';

export function Tap() {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => ref.current?.setAttribute('data-early-tap-live', ''), []);
  return (
    <>
      <button ref={ref} type="button" data-early-tap="" onClick={() => setOpen(!open)}>
        Open the menu
      </button>
      {open ? <div role="dialog" aria-label="Menu">Menu</div> : null}
    </>
  );
}
`,
};

/** A bare page carrying one page of the site: the floor's button first, then the page as it is drawn. */
const carryingPage = `import { Tap } from '../Tap';
import carried from './carried.json';

const preloads = carried.preloads as React.LinkHTMLAttributes<HTMLLinkElement>[];

export default function Page() {
  return (
    <>
      {preloads.map((props) => (
        <link key={props.href ?? props.imageSrcSet} rel="preload" {...props} />
      ))}
      <style href="carried" precedence="default">
        {carried.css}
      </style>
      <Tap />
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: carried.body }} />
    </>
  );
}
`;

/** Where the floor serves the bare page carrying a template of the site. */
export const carryingPath = (label) => `/${label.replaceAll(' ', '-')}`;

const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * Builds the bare page in a folder of the project (Turbopack compiles nothing outside its
 * root) and serves it on `port`: the prerendered HTML and the static files. With `carry`, also
 * a bare page carrying each of those pages of `site` (as `site` sends them) at
 * `carryingPath(label)`, the files they name passed through from `site`.
 * @param {string} root
 * @param {number} port
 * @param {{ site?: string, carry?: { label: string, path: string }[] }} [options]
 */
export async function startFrameworkFloor(root, port, { site, carry = [] } = {}) {
  const dir = path.join(root, '.bench-floor');
  rmSync(dir, { recursive: true, force: true });
  const pages = { ...files };
  for (const { label, path: pagePath } of carry) {
    const answer = await fetch(new URL(pagePath, site));
    if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}: there is nothing to carry`);
    pages[`app${carryingPath(label)}/page.tsx`] = carryingPage;
    pages[`app${carryingPath(label)}/carried.json`] = JSON.stringify(carriedPage(await answer.text()));
  }
  for (const [name, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the bare Next.js page did not build:\n${build.stdout}\n${build.stderr}`);

  // What the site's `postbuild` does to its own build.
  const distDir = path.join(dir, '.next');
  addCompileHints(distDir);
  precompressStatic(distDir);
  const staticFile = createPrecompressedReader(distDir);
  const prerendered = (name) => compress(readFileSync(path.join(distDir, 'server', 'app', `${name}.html`)), 'br', true);
  const documents = new Map([['/', prerendered('index')], ...carry.map(({ label }) => [carryingPath(label), prerendered(carryingPath(label).slice(1))])]);
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://floor').pathname;
    const document = documents.get(urlPath);
    const body = document ?? staticFile(urlPath);
    if (body === null && site) {
      // A font or picture of a carried page: the site's own answer.
      const headers = { ...request.headers };
      delete headers.host;
      const passed = forward(new URL(request.url ?? '/', site), { headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      passed.on('error', () => response.writeHead(502).end());
      passed.end();
      return;
    }
    if (body === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': document ? 'text/html; charset=utf-8' : (types[path.extname(urlPath)] ?? 'application/octet-stream'),
      'Content-Encoding': 'br',
      'Cache-Control': document ? 'no-store' : 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
