'use client';

import { useEffect, useRef } from 'react';
import type { NavItem } from '@/lib/catalogue/navigation';
import { Link } from '@/lib/i18n/navigation';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './SiteHeader.module.scss';

const menuId = 'services';

/** The services dropdown: a column per top level, its directions, and their categories. */
export function ServicesMenu({ label, items }: { label: string; items: NavItem[] }) {
  const open = useLayoutStore((state) => state.openMenu === menuId);
  const toggle = useLayoutStore((state) => state.toggleMenu);
  const close = useLayoutStore((state) => state.closeMenus);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);

  if (items.length === 0) {
    return (
      <Link href="/services/female/" className={styles.menuLink}>
        {label}
      </Link>
    );
  }

  return (
    <div className={styles.dropdown} ref={root}>
      <button type="button" className={styles.menuLink} aria-expanded={open} aria-controls="services-menu" onClick={() => toggle(menuId)}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id="services-menu" className={styles.panel} hidden={!open}>
        {items.map((top) => (
          <div key={top.href} className={styles.column}>
            <Link href={top.href} className={styles.columnTitle}>
              {top.label}
            </Link>
            <ul>
              {top.children.map((direction) => (
                <li key={direction.href}>
                  <Link href={direction.href} className={styles.direction}>
                    {direction.label}
                  </Link>
                  {direction.children.length > 0 ? (
                    <ul className={styles.categories}>
                      {direction.children.map((category) => (
                        <li key={category.href}>
                          <Link href={category.href}>{category.label}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
