import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // next/image with the build's image options, as `next build` writes them in (vitest.next-image.ts).
      { find: /^next\/image$/, replacement: fileURLToPath(new URL('./vitest.next-image.ts', import.meta.url)) },
    ],
  },
  test: {
    globals: true,
    exclude: ['node_modules/**', '.next/**', '.next-wordpress/**', 'e2e/**'],
    // Worker threads, not child processes: each test file starts and imports its modules for
    // less (the whole suite 239 s of CPU against 327 s with forks, on the 2-core machine).
    pool: 'threads',
    // Two files at a time even on 2 cores (Vitest's default there is one): most files spend
    // their time waiting on PostgreSQL, Redis or a loopback server, not on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hang guards sized for a busy machine, not speed checks: a store test on PostgreSQL
    // can take several seconds while other work loads both cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects, so that `npm test` can run them in different lanes (`--project`): the
    // logic and the stores (`.test.ts`, in Node, beside one PostgreSQL for the run), and what
    // renders (`.test.tsx`, in jsdom, which needs no database).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./vitest.postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['**/*.test.tsx'],
          environment: 'jsdom',
          // Each file in a VM context of a worker that stays, rather than a worker of its own:
          // jsdom and the packages are loaded once a worker, not once a file, while each file
          // still gets its own global object and its own copy of the project's modules. The
          // 30 files in 23 s of CPU against 59 s, 13 s against 32 s on the 2-core machine alone.
          pool: 'vmThreads',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
