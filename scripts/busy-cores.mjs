// Keeps N cores busy until it is stopped, to check that the suites pass on a loaded machine:
// one worker thread per core, each computing hashes in a tight loop. It prints its process id,
// so it can be stopped by it (`kill <pid>`, or Ctrl-C when run in the foreground).
//
//   node scripts/busy-cores.mjs [N]   (default: every core)
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const asked = process.argv[2];
  const count = asked === undefined ? availableParallelism() : Number(asked);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`busy-cores: N must be a whole number of cores, 1 or more, not ${asked}`);
    process.exit(2);
  }
  for (let n = 0; n < count; n += 1) new Worker(new URL(import.meta.url));
  console.log(`busy-cores: keeping ${count} core${count === 1 ? '' : 's'} busy (pid ${process.pid}) until stopped`);
} else {
  let block = Buffer.alloc(4096, 1);
  for (;;) block = createHash('sha256').update(block).digest();
}
