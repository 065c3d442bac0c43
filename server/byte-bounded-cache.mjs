// @ts-check
/**
 * A least-recently-used map bounded by the bytes it holds, so that no amount of distinct
 * traffic can grow the server's memory: the oldest entries go first.
 * @template V
 */
export class ByteBoundedCache {
  /** @type {Map<string, { value: V, size: number }>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** @param {string} key */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * @param {string} key
   * @param {V} value
   * @param {number} size bytes the value holds
   */
  set(key, value, size) {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.size;
      this.#entries.delete(key);
    }
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }
}
