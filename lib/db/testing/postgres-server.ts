/**
 * A throwaway PostgreSQL server for tests: Debian's binaries, a data folder in a temporary
 * directory, TCP on loopback only, started with `pg_ctl` and stopped by the PID it wrote.
 * PostgreSQL refuses to run as root, so when the tests run as root the server runs as the
 * `postgres` user, in a folder that user owns. Durability is off (fsync): it holds test data.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBin, postgresRoot } from './postgres-bin.mjs';

const run = promisify(execFile);

export type PostgresServer = {
  port: number;
  /** The address of a database on this server (the `postgres` database by default). */
  url(database?: string): string;
  /** The postmaster's PID while it runs. */
  pid(): number | null;
  /** Stops the server (fast shutdown: open connections are cut) and waits until its process is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same data and port. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
};

const asRoot = process.getuid?.() === 0;

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startPostgresServer({ port }: { port: number }): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no ${postgresRoot}/*/bin/postgres): run \`apt-get install -y postgresql\` (or \`node scripts/test-prerequisites.mjs database\` as root).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'backstage-pg-'));
  if (asRoot) {
    const { uid, gid } = await userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');

  let pid: number | null = null;
  const readPid = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  async function start() {
    try {
      await as('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', 'start']);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-8).join('\n') : '';
      throw new Error(`PostgreSQL did not start on port ${port}:\n${tail}`, { cause: error });
    }
    pid = readPid();
  }

  async function stop() {
    if (pid === null) return;
    const running = pid;
    pid = null;
    // SIGINT is PostgreSQL's fast shutdown: sessions are cut, the server exits at once.
    try {
      process.kill(running, 'SIGINT');
    } catch {
      return;
    }
    const deadline = Date.now() + 30_000;
    while (isRunning(running)) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL (PID ${running}) did not stop`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pid: () => pid,
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first port of the test servers: `POSTGRES_TEST_PORT`, else 3450; a test's own server takes the next. */
export const postgresTestPort = () => Number(process.env.POSTGRES_TEST_PORT ?? 3450);
