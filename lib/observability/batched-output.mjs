// @ts-check
/**
 * Log lines gathered and written together once the current turn of the event loop is over,
 * for the lines a busy server writes for every request: each write to standard output is a
 * system call, which on these machines cost about as much as forming the line (2 % of a loaded
 * server's CPU for the request lines alone), and one write for all the lines of a turn costs
 * one call. A line waits no longer than that turn (less than a millisecond), or not at all once
 * `limit` characters wait; what waits when the process exits is written on its way out (Node
 * writes standard output synchronously on Linux, so an exit handler's write is not lost).
 */

/**
 * @param {(text: string) => void} write where the gathered lines go, one call for many lines
 * @param {{ limit?: number, onExit?: (flush: () => void) => void }} [options]
 *   `onExit`: how the last lines are written at exit (the process's `exit` event unless given)
 * @returns {{ write: (line: string) => void, flush: () => void }}
 */
export function batchedOutput(write, { limit = 64 * 1024, onExit = (flush) => process.once('exit', flush) } = {}) {
  let pending = '';
  /** @type {NodeJS.Immediate | null} */
  let scheduled = null;
  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (!pending) return;
    const text = pending;
    pending = '';
    write(text);
  };
  onExit(flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= limit) flush();
      else scheduled ??= setImmediate(flush);
    },
    flush,
  };
}
