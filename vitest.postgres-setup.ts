/**
 * One PostgreSQL server for the whole Vitest run (each test file makes its own database on
 * it, see `lib/db/testing/test-databases.ts`), stopped by its PID when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { postgresTestPort, startPostgresServer } from './lib/db/testing/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test server's `postgres` database, for creating each file's own database. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgresServer({ port: postgresTestPort() });
  project.provide('postgresAdminUrl', server.url());
  return () => server.destroy();
}
