// The embedded database (better-sqlite3) is a native addon, compiled at `npm install` for the
// Node that ran it. Without its binding (install scripts skipped, or Node changed since) every
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
      `Run \`npm rebuild better-sqlite3\` with the Node that runs the site (its install script must be allowed by allowScripts in package.json), then start again.`
    );
  }
}
