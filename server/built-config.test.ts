import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtNextConfig } from './built-config.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildIn(distDir: string, config: unknown) {
  const root = mkdtempSync(path.join(tmpdir(), 'built-config-'));
  made.push(root);
  mkdirSync(path.join(root, distDir));
  writeFileSync(path.join(root, distDir, 'required-server-files.json'), JSON.stringify({ version: 1, config }));
  return root;
}

describe("the build's Next configuration", () => {
  it("is the build's own, its cache handler named from the folder the server runs in", () => {
    const root = buildIn('.next', {
      distDir: '.next',
      distDirRoot: '.next',
      cacheMaxMemorySize: 16777216,
      cacheHandler: '../server/shared-cache-handler.mjs',
    });
    expect(builtNextConfig('.next', root)).toEqual({
      distDir: '.next',
      distDirRoot: '.next',
      cacheMaxMemorySize: 16777216,
      cacheHandler: path.join(root, 'server', 'shared-cache-handler.mjs'),
    });
  });

  it('serves a copied build from the copy, not from the folder it was built in', () => {
    const root = buildIn('.next-copy', { distDir: '.next', distDirRoot: '.next', trailingSlash: true });
    expect(builtNextConfig('.next-copy', root)).toEqual({ distDir: '.next-copy', distDirRoot: '.next-copy', trailingSlash: true });
  });

  it('is nothing without a build, so Next says what is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'built-config-'));
    made.push(root);
    expect(builtNextConfig('.next', root)).toBeUndefined();
  });

  it("matches this project's build when there is one", () => {
    const config = builtNextConfig(process.env.NEXT_DIST_DIR || '.next');
    if (config === undefined) return;
    expect(config).toMatchObject({ trailingSlash: true, compress: false, poweredByHeader: false });
  });
});
