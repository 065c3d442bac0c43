// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { SidePanel } from './SidePanel';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      <Dialog open={open} onClose={() => setOpen(false)} label="Menu">
        <a href="#first">First</a>
        <button type="button">Middle</button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('Dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled modal dialog that takes focus, locks the page and makes the rest inert', async () => {
    stubReducedMotion(false);
    const { opener, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    stubReducedMotion(false);
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape by sliding away, then gives focus back to its opener', async () => {
    stubReducedMotion(false);
    const { user, opener, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    // Still there while it slides away, but no longer interactive, and the page is usable again.
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    fireEvent.animationEnd(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is removed even if its closing animation never ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubReducedMotion(false);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    vi.useRealTimers();
  });

  it('closes at once under reduced motion', async () => {
    stubReducedMotion(true);
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside the panel', async () => {
    stubReducedMotion(true);
    const { user, dialog } = await openDialog();
    await user.click(dialog.previousElementSibling!);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('SidePanel', () => {
  it('is named by its title and shows lazily loaded content once it arrives', async () => {
    stubReducedMotion(true);
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Content = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const onClose = vi.fn();
    render(
      <SidePanel open onClose={onClose} title="Request a callback" closeLabel="Close" loadingLabel="Loading…">
        <Content />
      </SidePanel>,
    );
    const panel = screen.getByRole('dialog', { name: 'Request a callback' });
    expect(panel).toHaveTextContent('Loading…');
    await act(async () => arrive({ default: () => <input aria-label="Your name" /> }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
