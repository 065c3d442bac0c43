import react from '@vitejs/plugin-react';
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
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.next-wordpress/**', 'e2e/**'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.postgres-setup.ts'],
  },
});
