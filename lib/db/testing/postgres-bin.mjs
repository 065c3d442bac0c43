// Where Debian's PostgreSQL keeps its server binaries: /usr/lib/postgresql/<version>/bin.
// One finder for the test prerequisites (is the package there?) and the tests' own server.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const postgresRoot = '/usr/lib/postgresql';

/**
 * The bin folder of the newest PostgreSQL installed under `root` (any version), or null.
 * @param {string} [root]
 * @returns {string | null}
 */
export function findPostgresBin(root = postgresRoot) {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}
