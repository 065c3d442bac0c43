import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run bench -- --cluster`: the cluster's figures (e2e/cluster/figures.ts), not its checks. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('../../', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['e2e/cluster/figures.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
