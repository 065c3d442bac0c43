// The framework's own floor for the interactive figures: a bare Next.js page (a heading, a
// paragraph and one client button marked for early taps, nothing else) built with this
// project's Next.js and React, and served the way the site serves its own: chunks with compile
// hints and precompressed at Brotli 11 as after `npm run build`, the page as the server
// compresses it.
// Whatever the gap between its largest paint and its button going live, no page of the site
// can do better on the same profile: it is the time the framework's scripts take to arrive
// and to hydrate.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { compress } from '../../server/compression.mjs';
import { createPrecompressedReader } from '../../server/precompressed.mjs';
import { addCompileHints } from '../compile-hints.mjs';
import { precompressStatic } from '../precompress.mjs';

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

const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * Builds the bare page in a folder of the project (Turbopack compiles nothing outside its
 * root) and serves it on `port`: the prerendered HTML and the static files.
 */
export async function startFrameworkFloor(root, port) {
  const dir = path.join(root, '.bench-floor');
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
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
  const page = compress(readFileSync(path.join(distDir, 'server', 'app', 'index.html')), 'br', true);
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://floor').pathname;
    const body = urlPath === '/' ? page : staticFile(urlPath);
    if (body === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(urlPath)] ?? 'text/html; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': urlPath === '/' ? 'no-store' : 'public, max-age=31536000, immutable',
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
