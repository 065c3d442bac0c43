// @ts-check
/**
 * Where the line written for each request goes: standard output through pino's own buffered
 * writer (sonic-boom), which gathers the lines and writes them together once 8 KB wait or
 * every 100 ms, whichever comes first. A loaded server writes hundreds of request lines a
 * second, and each write to standard output is a system call and a pass through Node's
 * stream, which on these machines cost more than forming the line: measured with both servers
 * loaded at once, request lines cost 15 % of throughput written once a turn of the event loop,
 * and about 10 % gathered this way.
 *
 * The writes are synchronous, on the main thread, so a batch is never cut by the other events
 * (written at once through `process.stdout`), and a full pipe is waited for rather than lost.
 * A request line may reach the collector up to 100 ms after events written while its request
 * was served; each line carries its own time. What waits when the process exits is written on
 * its way out. A reader that goes away (EPIPE) stops the writing, and no failure of the output
 * is ever thrown at the site.
 */
import pino from 'pino';

/**
 * @param {{ dest?: number | string, flushMs?: number, minLength?: number, onExit?: (flush: () => void) => void }} [options]
 *   `dest`: a file descriptor or a path (standard output unless given); `onExit`: how the last
 *   lines are written at exit (the process's `exit` event unless given)
 */
export function requestLineOutput({
  dest = 1,
  flushMs = 100,
  minLength = 8 * 1024,
  onExit = (flush) => process.once('exit', flush),
} = {}) {
  const output = pino.destination({ dest, sync: true, minLength, periodicFlush: flushMs });
  output.on('error', () => {});
  onExit(() => {
    try {
      output.flushSync();
    } catch {
      // The output is gone; nothing is left to write to.
    }
  });
  return output;
}
