// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkReloadKey, loadingAhead } from '@/lib/chunk-reload/chunk-reload';
import { expectNavigations } from '@/lib/testing/expected-navigations';
import { ChunkReloadGuard } from './ChunkReloadGuard';

// reloadForChunkError notes the time in sessionStorage just before it reloads: a noted time is
// a reload asked for. jsdom cannot reload, and says so: that line is expected where one is.
const reloaded = () => window.sessionStorage.getItem(chunkReloadKey) !== null;

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.body.append(script);
  // A failed load's event, as the browser fires it: at the element, not bubbling.
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('ChunkReloadGuard', () => {
  afterEach(() => window.sessionStorage.clear());

  it("reloads when one of the build's scripts fails to load, though its error does not bubble", () => {
    const navigation = expectNavigations();
    const view = render(<ChunkReloadGuard />);
    failScript('/_next/static/chunks/gone.js');
    expect(reloaded()).toBe(true);
    navigation.restore();
    expect(navigation.seen).toHaveLength(1);
    view.unmount();
  });

  it("leaves other sites' scripts alone", () => {
    const view = render(<ChunkReloadGuard />);
    failScript('https://example.com/widget.js');
    expect(reloaded()).toBe(false);
    view.unmount();
  });

  it('leaves a script failing during a load ahead to that load', async () => {
    const view = render(<ChunkReloadGuard />);
    let fail!: (reason: Error) => void;
    const ahead = loadingAhead(new Promise((_, reject) => (fail = reject)));
    failScript('/_next/static/chunks/gone.js');
    fail(new Error('Failed to load chunk /_next/static/chunks/gone.js'));
    await expect(ahead).rejects.toThrow();
    expect(reloaded()).toBe(false);
    view.unmount();
  });
});
