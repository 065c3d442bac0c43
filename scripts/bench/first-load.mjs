// First-load JavaScript per page template, printed by `npm run bench`: the scripts a page's
// HTML loads before any interaction (`<script src>` and those its loader adds after the first
// paint; legacy `noModule` polyfills left out, since every browser that runs modules skips
// them), gzipped, and what each chunk is: the
// framework's bootstrap, or the client components it defines (named from the build's client
// reference manifests). What loads on first use (menus, search, panels) is not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientReferenceManifests } from '../compile-hints.mjs';
import { pageScriptSources } from '../page-scripts.mjs';
import { templates } from './templates.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Client module id -> its short name (`features/header/HeaderShell.tsx`, `next-intl
 * NextIntlClientProvider`) and whether it belongs to the App Router itself.
 */
export function clientModuleNames(distDir) {
  const names = new Map();
  for (const manifest of clientReferenceManifests(distDir)) {
    for (const [ident, { id }] of Object.entries(manifest.clientModules ?? {})) names.set(Number(id), { name: shortName(ident), router: isRouterInternal(ident) });
  }
  return names;
}

/** The App Router's own client components, on every page whatever the site does. */
const isRouterInternal = (ident) => /node_modules\/next\/dist\/esm\/(?:client\/components|lib\/framework|lib\/metadata)\//.test(ident);

export function shortName(ident) {
  const file = ident.replace(/^\[project\]\//, '').replace(/ \[.*$/, '');
  const library = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*?([^/]+?)(?:\.js)?$/.exec(file);
  return library ? `${library[1]} ${library[2]}` : file;
}

/** The module ids a Turbopack chunk defines: `[..., id, factory, id, id, factory, ...]`. */
export function definedModuleIds(source) {
  const ids = [];
  for (const match of source.matchAll(/[,[]((?:\d+,)+)(?=(?:\([\w$,]*\)|[\w$]+)=>|function\b)/g)) {
    for (const id of match[1].split(',')) if (id) ids.push(Number(id));
  }
  return ids;
}

/**
 * @param {{ base: string, distDir: string, pages?: { label: string, path: string }[] }} options
 */
export async function benchFirstLoad({ base, distDir, pages = templates }) {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  const bootstrap = new Set(existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).rootMainFiles.map((file) => `/_next/${file}`) : []);
  const names = clientModuleNames(distDir);
  const chunks = new Map();
  const describe = async (src) => {
    if (chunks.has(src)) return chunks.get(src);
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const modules = definedModuleIds(body.toString('utf8')).flatMap((id) => names.get(id) ?? []);
    const framework = bootstrap.has(src.split('?')[0]) || (modules.length > 0 && modules.every((module) => module.router));
    const chunk = { src, gzip: gzipSync(body).length, framework, defined: [...new Set(modules.map((module) => module.name))] };
    chunks.set(src, chunk);
    return chunk;
  };

  console.log('\nFirst-load JS (gzip) per template: the scripts in the HTML, before any interaction');
  console.log(`${'page'.padEnd(64)} ${'total'.padStart(9)} ${'framework'.padStart(10)} ${'site'.padStart(9)} scripts`);
  const perPage = [];
  for (const page of pages) {
    const html = await (await fetch(`${base}${page.path}`, { headers: { accept: 'text/html' } })).text();
    const scripts = await Promise.all(pageScriptSources(html).map(describe));
    const framework = scripts.filter((s) => s.framework).reduce((sum, s) => sum + s.gzip, 0);
    const site = scripts.filter((s) => !s.framework).reduce((sum, s) => sum + s.gzip, 0);
    perPage.push({ page, scripts });
    console.log(`${page.path.padEnd(64)} ${kb(framework + site).padStart(9)} ${kb(framework).padStart(10)} ${kb(site).padStart(9)} ${scripts.length}`);
  }

  console.log('\nThose chunks (framework first):');
  const seen = [...chunks.values()].sort((a, b) => Number(b.framework) - Number(a.framework) || b.gzip - a.gzip);
  for (const chunk of seen) {
    const on = perPage.filter(({ scripts }) => scripts.includes(chunk)).length;
    const what = chunk.framework ? 'framework' : chunk.defined.length > 0 ? chunk.defined.join(', ') : 'shared code of the site leaves';
    console.log(`  ${path.basename(chunk.src).padEnd(26)} ${kb(chunk.gzip).padStart(9)}  on ${on}/${pages.length}  ${what}`);
  }
}
