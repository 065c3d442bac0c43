/** Linux only: which processes hold a file open, and how many times each (read from /proc). */
import { readdirSync, readlinkSync } from 'node:fs';

export function openersOf(file: string): Map<number, number> {
  const openers = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`) === file)
          openers.set(Number(entry), (openers.get(Number(entry)) ?? 0) + 1);
      } catch {
        // closed meanwhile
      }
    }
  }
  return openers;
}
