// Marks the scripts every page runs on load for eager compilation, after `next build`
// (npm's `postbuild`).
//
// V8 compiles a function lazily, on its first call, unless told otherwise. React DOM, Next's
// router and the site's first leaves are called almost entirely while a page hydrates, so
// their compilation landed on the main thread, inside the tasks that count as blocking time
// (the bootstrap task on `/price/` took about 30 ms unthrottled, 13 ms with the hint). The
// magic comment `//# allFunctionsCalledOnLoad` on a script's first line (Chromium 136+) has
// V8 compile the whole file on its streaming thread while the file downloads. Browsers
// without the hint read a comment. Chunks loaded on first use (menus, panels, search) are
// left lazy: most of their code never runs on a visit.
//
//   node scripts/compile-hints.mjs [distDir]   default: NEXT_DIST_DIR or .next
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Every `*_client-reference-manifest.js` file under a folder. */
function manifestFiles(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) manifestFiles(full, found);
    else if (entry.name.endsWith('_client-reference-manifest.js')) found.push(full);
  }
  return found;
}

/**
 * The build's client reference manifests, one per route (Next writes each as a script that
 * sets `globalThis.__RSC_MANIFEST[route]`): which client modules and entry chunks it has.
 * @param {string} distDir
 * @returns {{ clientModules?: Record<string, { id: string | number }>, entryJSFiles?: Record<string, string[]> }[]}
 */
export function clientReferenceManifests(distDir) {
  return manifestFiles(path.join(distDir, 'server', 'app')).flatMap((file) => {
    const context = { globalThis: {} };
    vm.runInNewContext(readFileSync(file, 'utf8'), context);
    return Object.values(context.globalThis.__RSC_MANIFEST ?? {});
  });
}

/**
 * The scripts a page of the build loads with its HTML, relative to the build folder: the App
 * Router's bootstrap (`rootMainFiles`) and each route's entry chunks (its layouts, page,
 * error and not-found boundaries), as the client reference manifests list them.
 */
export function firstLoadChunks(distDir) {
  const chunks = new Set();
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  for (const manifest of clientReferenceManifests(distDir)) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** Puts the hint on the first line of every first-load chunk; a chunk that has it is left. */
export function addCompileHints(distDir) {
  const chunks = firstLoadChunks(distDir);
  let marked = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(compileHint)) continue;
    writeFileSync(file, compileHint + source);
    marked += 1;
  }
  return { chunks, marked };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  const { chunks, marked } = addCompileHints(distDir);
  console.log(`Compile hints: ${chunks.length} first-load scripts, ${marked} newly marked for eager compilation.`);
}
