// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Panel({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module load the test resolves when it chooses. */
function deferredModule() {
  let resolve!: () => void;
  const gate = new Promise<void>((done) => (resolve = done));
  const load = vi.fn(async () => {
    await gate;
    return { default: Panel };
  });
  return { load, resolve };
}

describe('preloadable', () => {
  it('renders at once, without a fallback, when its code was loaded ahead', async () => {
    const { load, resolve } = deferredModule();
    const { Component, preload, isLoaded } = preloadable(load);
    const loading = preload();
    resolve();
    await loading;
    expect(isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component label="Book" />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever committed.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends when opened before its code arrived, and keeps its state when the code lands', async () => {
    const { load, resolve } = deferredModule();
    const { Component, preload } = preloadable(load);
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Component label="Book" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      resolve();
      await preload();
    });
    const button = await screen.findByRole('button', { name: 'Book 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Book 1' })).toBeTruthy();
    // A later render (new props) must not remount it through the now-loaded component.
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Component label="Book now" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Book now 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is asked, and may try again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Panel });
    const { preload, isLoaded } = preloadable(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    expect(isLoaded()).toBe(false);
    await Promise.all([preload(), preload(), preload()]);
    expect(isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
