import { describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it('knows the errors of a missing script file', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once and notes when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, now: 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(chunkReloadKey)).toBe('1000000');
  });

  it('does not reload again within 60 s, and does after', () => {
    const storage = memoryStorage({ [chunkReloadKey]: '1000000' });
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, now: 1_059_999, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadForChunkError(chunkError, { storage, now: 1_060_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other errors or without storage', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), now: 1, reload })).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => {} };
    expect(reloadForChunkError(chunkError, { storage: broken, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
