'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { usePresence } from '@/components/Dialog/use-presence';
import type { NavItem } from '@/lib/navigation/nav-item';
import { useLayoutStore } from '@/stores/layout-store';
import { MenuLink } from './MenuLink';
import styles from './SiteHeader.module.scss';

type Props = {
  id: string;
  label: string;
  /** One column each: its title link, its entries, and the entries under those. */
  columns: NavItem[];
  newTabLabel: string;
};

/**
 * A dropdown of the main menu (services, salons, about). It closes on Escape, giving focus
 * back to its button, on a click elsewhere, when focus leaves it, and on navigation; it
 * fades away rather than vanishing. Its links are in the server's HTML, hidden until opened.
 */
export function NavDropdown({ id, label, columns, newTabLabel }: Props) {
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
      <button ref={button} type="button" className={styles.menuLink} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(id)}>
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
        style={{ '--columns': columns.length } as CSSProperties}
      >
        {columns.map((column) => (
          <div key={column.href} className={styles.column}>
            <MenuLink item={column} newTabLabel={newTabLabel} className={styles.columnTitle} />
            {column.children.length > 0 ? (
              <ul>
                {column.children.map((entry) => (
                  <li key={entry.href}>
                    <MenuLink item={entry} newTabLabel={newTabLabel} className={styles.direction} />
                    {entry.children.length > 0 ? (
                      <ul className={styles.categories}>
                        {entry.children.map((leaf) => (
                          <li key={leaf.href}>
                            <MenuLink item={leaf} newTabLabel={newTabLabel} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
