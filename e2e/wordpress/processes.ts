/**
 * The processes the WordPress suite starts: each in its own process group, so that stopping
 * it by its PID also ends the workers it forked (PHP's built-in server, MariaDB), and with
 * its output kept in a log file for when something fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

export type Started = { name: string; pid: number; child: ChildProcess; log: string };

export function startProcess(name: string, command: string, args: string[], options: { env?: Record<string, string>; log: string; cwd?: string }): Started {
  const out = openSync(options.log, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`${name} did not start: ${command}`);
  return { name, pid: child.pid, child, log: options.log };
}

const exited = (started: Started) => started.child.exitCode !== null || started.child.signalCode !== null;

/** Ends a started process and its group: SIGTERM, then SIGKILL if it lingers. */
export async function stopProcess(started: Started, graceMs = 5000): Promise<void> {
  if (exited(started)) return;
  const gone = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-started.pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([gone, timer])) === 'late') {
    signal('SIGKILL');
    await gone;
  }
}

/**
 * What a failed command's output says of why: the lines naming an error or a timeout (a build
 * prints its warnings last, so its tail alone can hide the failure), then the output's end.
 */
export function failureExcerpt(output: string, { tail = 3000, reasons = 40 } = {}): string {
  const why = output
    .split('\n')
    // Not the source lines a warning quotes (`  30 |   ...`, `> 30 | ...`).
    .filter((line) => /\b(error|failed|timed out|took more than)\b/i.test(line) && !/^\s*>?\s*\d*\s*\|/.test(line))
    .slice(0, reasons);
  const end = output.slice(-tail);
  return why.length > 0 ? `${why.join('\n')}\n...\n${end}` : end;
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command: string, args: string[], options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const limitMs = options.timeoutMs ?? 300_000;
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve(output);
      const end = killed ? `was stopped by its ${limitMs / 1000} s hang guard` : `exited with ${code}`;
      reject(new Error(`${command} ${args.join(' ')} ${end}:\n${failureExcerpt(output)}`));
    });
  });
}

/** Polls until `ready` resolves true, or fails after `timeoutMs` naming what it waited for. */
export async function waitFor(what: string, ready: () => Promise<boolean>, started: Started | null, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started && exited(started)) throw new Error(`${started.name} exited before ${what} (see ${started.log})`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
