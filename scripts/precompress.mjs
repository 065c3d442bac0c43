// Brotli at its strongest setting for the framework's static files, once, after `next build`
// (npm's `postbuild`, after the compile hints have been written into the chunks).
//
// Files under `/_next/static/` never change (their names are their content's hash), so the
// server may send the same compressed bytes to every visitor for a year. Compressing them
// per request at Brotli 11 would cost about a quarter of a second of CPU for the largest
// chunk the first time it is asked for; done here it costs nothing at run time, and the
// first-load scripts of a page are about 12 KB (8 %) smaller than at the server's own
// setting (Brotli 6): about 60 ms less on a 1.6 Mbit/s phone line. The server sends a
// `.br` file only when it is at least as new as the file it stands for
// (server/precompressed.mjs).
//
//   node scripts/precompress.mjs [distDir]   default: NEXT_DIST_DIR or .next
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const worthIt = /\.(?:js|css|json|svg|txt)$/;

/** Every file under `dir` worth compressing. */
function files(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, found);
    else if (worthIt.test(entry.name)) found.push(full);
  }
  return found;
}

/** Writes `<file>.br` beside each static file that has none as new as itself; returns how many. */
export function precompressStatic(distDir) {
  let written = 0;
  for (const file of files(path.join(distDir, 'static'))) {
    const packed = `${file}.br`;
    if (existsSync(packed) && statSync(packed).mtimeMs >= statSync(file).mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(
      packed,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  console.log(`Precompressed: ${precompressStatic(distDir)} static files at Brotli 11.`);
}
