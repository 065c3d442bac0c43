/**
 * A production server of the test's own (`node server.mjs` on the current build), for tests
 * that must stop and restart it or give it settings the shared test servers do not have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `child`: the process, for tests that signal it; `exited`: its exit code once it ends. */
export type OwnServer = {
  base: string;
  stop: () => Promise<void>;
  child: ChildProcess;
  exited: Promise<number | null>;
};

/**
 * A database folder for a test's own server in the system's temporary folder (`prefix-XXXXXX`);
 * `remove` deletes it, once the server has stopped, so runs leave nothing behind.
 */
export function temporaryDataDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `output`: given, the server's standard output and error are passed to it as they come, else dropped. */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  { output }: { output?: (text: string) => void } = {},
): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: process.cwd(),
    // No load balancer waits on a test's server: stopping it skips the shutdown delay unless a test sets one.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SMS_OUTBOX_ONLY: '1',
      SHUTDOWN_DELAY_MS: '0',
      // As for the suite's servers (playwright.config.ts): a hang guard for the embedded booking system.
      BOOKING_TIMEOUT_MS: '60000',
      // As for the suite's servers: every test visitor is one network, with a tenth of the text budget.
      SMS_BUDGET_PER_HOUR: '10000',
      SMS_BUDGET_PER_DAY: '100000',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'ignore'],
  });
  if (output) {
    child.stdout?.setEncoding('utf8').on('data', output);
    child.stderr?.setEncoding('utf8').on('data', output);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Until it answers or exits; the deadline only keeps a hung start from hanging the run, sized
  // for a busy machine (a start takes a few seconds alone, many more under load).
  const deadline = Date.now() + 120_000;
  while (child.exitCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { base, stop, child, exited };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exitCode = child.exitCode;
  await stop();
  throw new Error(
    `server.mjs did not start on ${port}${exitCode === null ? ' within 120 s' : ` (it exited with ${exitCode})`}`,
  );
}
