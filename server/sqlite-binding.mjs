// The embedded database (better-sqlite3) is a native addon: its package carries Node-API
// binaries for Linux, macOS and Windows on x64 and arm64, which any Node from 22 on loads.
// Without one (a platform it has none for, a copy of node_modules missing files) every
// callback and booking would fail at run time, so the server checks it before it listens and
// stops with what to do instead.
import { createRequire } from 'node:module';

const localRequire = createRequire(import.meta.url);

/** Null when better-sqlite3 opens a database here; otherwise the one message to stop with. */
export function sqliteBindingProblem(requireModule = localRequire) {
  try {
    const Database = requireModule('better-sqlite3');
    new Database(':memory:').close();
    return null;
  } catch (error) {
    const detail = String(error instanceof Error ? error.message : error).split('\n')[0];
    const cause = /NODE_MODULE_VERSION|different Node\.js version/.test(detail)
      ? `was built for another version of Node than this one (${process.version})`
      : 'is missing';
    return (
      `The site's embedded database cannot start: better-sqlite3's native binding ${cause} (${detail}). ` +
      'Install the dependencies again (`npm ci`); on a platform it ships no binary for, build one with ' +
      '`npm run build-release --prefix node_modules/better-sqlite3`, then start again.'
    );
  }
}

/**
 * The check the server runs before it listens: only when the site keeps its data in SQLite,
 * that is when `DATABASE_URL` is unset (read as lib/config.ts reads it: empty means unset).
 * @param {Record<string, string | undefined>} env
 */
export function sqliteBindingProblemAtStart(env = process.env, check = sqliteBindingProblem) {
  return env.DATABASE_URL?.trim() ? null : check();
}
