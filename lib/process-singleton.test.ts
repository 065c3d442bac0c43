import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  existingProcessSingleton,
  forgetProcessSingleton,
  processSingleton,
  processSingletonKey,
  serverShared,
} from './process-singleton.mjs';

const names = ['test-counter', 'test-other', 'test-opening'];
afterEach(() => {
  for (const name of names) forgetProcessSingleton(name);
});

describe('process singletons', () => {
  it('makes each value once, however often it is asked for, and each name apart', () => {
    const create = vi.fn(() => ({ made: create.mock.calls.length }));
    const first = processSingleton('test-counter', create);
    expect(processSingleton('test-counter', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processSingleton('test-other', () => 'other')).toBe('other');
    expect(existingProcessSingleton('test-counter')).toBe(first);
  });

  it('is shared by another copy of the module, as each bundle and server.mjs load their own', async () => {
    const made = processSingleton('test-counter', () => ({ copy: 'first' }));
    vi.resetModules();
    const copy = await import('./process-singleton.mjs');
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton('test-counter', () => ({ copy: 'second' }))).toBe(made);
  });

  it('leaves a forgotten value to be made again, and a replaced one alone when an old one is forgotten', () => {
    const failed = processSingleton('test-opening', () => 'failed opening');
    forgetProcessSingleton('test-opening');
    expect(existingProcessSingleton('test-opening')).toBeUndefined();
    const next = processSingleton('test-opening', () => 'next opening');
    forgetProcessSingleton('test-opening', failed);
    expect(existingProcessSingleton('test-opening')).toBe(next);
  });

  it('keeps what server.mjs shares with the bundles under the process-wide Symbol.for keys', () => {
    expect(
      Object.fromEntries(Object.entries(serverShared).map(([role, name]) => [role, processSingletonKey(name)])),
    ).toEqual({
      shutdown: Symbol.for('backstage.shutdown'),
      redis: Symbol.for('backstage.shared-redis'),
      pageAnswers: Symbol.for('backstage.page-answers'),
      internalToken: Symbol.for('backstage.internal-token'),
    });
    // A value kept by code that knows only the key (another bundle's copy, an older helper) is found.
    (globalThis as Record<symbol, unknown>)[Symbol.for('backstage.test-other')] = 'kept by the key alone';
    expect(existingProcessSingleton('test-other')).toBe('kept by the key alone');
  });
});
