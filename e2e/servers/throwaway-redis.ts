/**
 * A throwaway Redis for tests: Debian's `redis-server` as a child process of the test, on
 * loopback, with no persistence and its own temporary folder, stopped by the PID it was
 * started with (never by name, never as a system service). It can be stopped and started
 * again on the same port, and paused (SIGSTOP) to play a Redis that holds connections open
 * but never answers.
 *
 * Ports: `REDIS_TEST_PORT` (default 3460, clear of the test PostgreSQL's 3450-3451) plus the offset each test file passes, so files
 * running side by side never share a server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, stopProcess, waitFor, type Started } from '../wordpress/processes';

export type ThrowawayRedis = {
  port: number;
  url: string;
  /** Starts the server (again), and resolves once it answers PING. */
  start(): Promise<void>;
  /** Stops the server by its PID; the port is free again once this resolves. */
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  /** Stops the server and removes its folder. */
  dispose(): Promise<void>;
};

export const redisServerPath = '/usr/bin/redis-server';

/** The port of a test file's Redis: REDIS_TEST_PORT plus `offset`. */
export function redisTestPort(offset: number): number {
  return Number(process.env.REDIS_TEST_PORT ?? 3460) + offset;
}

/** Answers whether a Redis on `port` replies +PONG to PING within `timeoutMs`. */
export function pingRedis(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** Starts a Redis on `port` and returns its handle; call `dispose()` when done. */
export async function startThrowawayRedis(port: number): Promise<ThrowawayRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'));
  let server: Started | null = null;

  const handle: ThrowawayRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (server) return;
      // Never mistake another Redis on this port for ours (its data is not the tests' to touch).
      if (await pingRedis(port))
        throw new Error(`A Redis already answers on port ${port}: set REDIS_TEST_PORT to a free range`);
      const started = startProcess(
        'redis-server',
        process.env.REDIS_SERVER_PATH ?? redisServerPath,
        // Loopback only, nothing written to disk, no background fork: the PID is the server's.
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
          '--dir',
          dir,
        ],
        { log: path.join(dir, 'redis.log'), cwd: dir },
      );
      server = started;
      await waitFor(`redis-server on port ${port}`, () => pingRedis(port), started, 10_000);
    },
    async stop() {
      if (!server) return;
      const started = server;
      server = null;
      // A paused server ignores SIGTERM until it runs again.
      try {
        process.kill(started.pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
      await stopProcess(started, 3000);
    },
    pause() {
      if (server) process.kill(server.pid, 'SIGSTOP');
    },
    resume() {
      if (server) process.kill(server.pid, 'SIGCONT');
    },
    async dispose() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}
