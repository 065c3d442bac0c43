// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOverlayLock } from './use-overlay-lock';

function Overlay({ onClose }: { onClose: () => void }) {
  useOverlayLock(onClose);
  return <div role="dialog" />;
}

describe('useOverlayLock', () => {
  it('locks page scrolling while mounted, closes on Escape, and unlocks on unmount', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Overlay onClose={onClose} />);
    expect(document.body.dataset.scrollLocked).toBe('true');
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('stacked overlays', () => {
  it('closes only the top one on Escape and keeps the page locked until the last is gone', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { rerender } = render(
      <>
        <Overlay onClose={outer} />
        <Overlay onClose={inner} />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    rerender(<Overlay onClose={outer} />);
    expect(document.body.dataset.scrollLocked).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
