'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { usePresence } from '@/components/Dialog/use-presence';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './NavDropdown.module.scss';
import headerStyles from './SiteHeader.module.scss';

type Props = {
  id: string;
  label: string;
  /** How many columns the panel lays out. */
  columnCount: number;
  /** The panel's columns of links, written out as HTML on the server (DropdownColumns). */
  panelHtml: string;
};

/**
 * A dropdown of the main menu (services, salons, about). It closes on Escape, giving focus
 * back to its button, on a click elsewhere, when focus leaves it, and on navigation; it
 * fades away rather than vanishing. Its links are in the server's HTML, hidden until opened,
 * and are not hydrated: the panel's content is inserted whole.
 */
export function NavDropdown({ id, label, columnCount, panelHtml }: Props) {
  const open = useLayoutStore((state) => state.openMenu === id);
  const toggle = useLayoutStore((state) => state.toggleMenu);
  const close = useLayoutStore((state) => state.closeMenus);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const phase = usePresence(open, panel);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const panelId = `${id}-menu`;
  return (
    <div
      className={styles.dropdown}
      ref={root}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close();
      }}
    >
      <button ref={button} type="button" className={headerStyles.menuLink} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(id)}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        className={styles.panel}
        data-state={phase}
        hidden={phase === 'closed'}
        style={{ '--columns': columnCount } as CSSProperties}
        dangerouslySetInnerHTML={{ __html: panelHtml }}
      />
    </div>
  );
}
