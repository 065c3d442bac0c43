// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadKey } from '@/lib/chunk-reload/chunk-reload';
import { expectNavigations } from '@/lib/testing/expected-navigations';
import { intentHandlers, preloadable } from './preloadable';

// reloadForChunkError notes the time in sessionStorage just before it reloads the page.
const reloaded = () => window.sessionStorage.getItem(chunkReloadKey) !== null;
const chunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/panel.js'), { name: 'ChunkLoadError' });

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

  describe('a failed load', () => {
    afterEach(() => {
      window.sessionStorage.clear();
      vi.unstubAllGlobals();
    });

    it('ahead of need (pointer over, focus) never reloads the page', async () => {
      const { preload } = preloadable(vi.fn().mockRejectedValue(chunkError()));
      await expect(preload()).rejects.toThrow('Failed to load chunk');
      expect(reloaded()).toBe(false);
    });

    it('for a panel the visitor opened reloads the page, once', async () => {
      // jsdom cannot reload a page and says so: that line is the reload being asked for.
      const navigation = expectNavigations();
      const { Component } = preloadable(vi.fn().mockRejectedValue(chunkError()));
      render(
        <Suspense fallback={<p>loading</p>}>
          <Component label="Book" />
        </Suspense>,
      );
      await vi.waitFor(() => expect(reloaded()).toBe(true));
      navigation.restore();
      expect(navigation.seen).toHaveLength(1);
    });
  });

  describe('intentHandlers', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('signals intent on pointer and focus', () => {
      const signal = vi.fn();
      const handlers = intentHandlers(signal);
      handlers.onPointerEnter();
      handlers.onFocus();
      expect(signal).toHaveBeenCalledTimes(2);
    });

    it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
      'loads nothing ahead with %j',
      (connection) => {
        vi.stubGlobal('navigator', { ...window.navigator, connection });
        const signal = vi.fn();
        const handlers = intentHandlers(signal);
        handlers.onPointerEnter();
        handlers.onPointerDown();
        handlers.onFocus();
        expect(signal).not.toHaveBeenCalled();
      },
    );
  });
});
