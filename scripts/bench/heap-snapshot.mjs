// A heap snapshot of a running server, taken by signal, and what holds most of it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Sizes by constructor of a heap snapshot (self sizes: what each kind of object takes itself). */
export function heapSnapshotTotals(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const stride = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const { nodes, strings } = snapshot;
  const byName = new Map();
  let total = 0;
  for (let index = 0; index < nodes.length; index += stride) {
    const type = types[nodes[index + typeAt]];
    const size = nodes[index + sizeAt];
    total += size;
    // Objects by their constructor's name; strings, code and the rest by their type.
    const name = type === 'object' || type === 'closure' ? `${strings[nodes[index + nameAt]]} (${type})` : `(${type})`;
    const entry = byName.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += size;
    byName.set(name, entry);
  }
  return { total, byName };
}

/** Asks the server for a heap snapshot (SIGUSR2) and resolves with its file once written. */
export async function heapSnapshot(child, dir) {
  const before = new Set(readdirSync(dir));
  child.kill('SIGUSR2');
  // Node writes the file as it walks the heap; it is whole once its size stops changing.
  for (let last = -1; ; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (!file) continue;
    const size = statSync(path.join(dir, file)).size;
    if (size > 0 && size === last) return path.join(dir, file);
    last = size;
  }
}
