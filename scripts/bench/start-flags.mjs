// @ts-check
/**
 * The Node flags `npm start` runs the server with (package.json's start script, e.g. the young
 * generation's size), so a bench measures the server as production starts it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The flags between `node` and `server.mjs` in a start script.
 * @param {string} script
 * @returns {string[]}
 */
export function flagsOfStartScript(script) {
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.mjs\b/.exec(script);
  if (!match) throw new Error(`the start script does not run node server.mjs: ${script}`);
  return (match[1] ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The flags `npm start` gives Node in the project at `root`.
 * @param {string} root
 */
export function startFlags(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return flagsOfStartScript(String(manifest.scripts?.start ?? ''));
}
