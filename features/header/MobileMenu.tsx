'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { useOverlayLock } from '@/components/Overlay/use-overlay-lock';
import type { NavItem } from '@/lib/catalogue/navigation';
import { Link } from '@/lib/i18n/navigation';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './MobileMenu.module.scss';

type Labels = {
  openLabel: string;
  closeLabel: string;
  backLabel: string;
  title: string;
  bookLabel: string;
  newTabLabel: string;
};
type Props = Labels & { links: NavItem[]; bookingUrl: string };

/**
 * The burger menu for phones and tablets: a slide-in panel with drill-down into the
 * services tree. While it is open the page behind does not scroll.
 */
export function MobileMenu({ links, bookingUrl, ...labels }: Props) {
  const open = useLayoutStore((state) => state.mobileOpen);
  const setOpen = useLayoutStore((state) => state.setMobileOpen);
  const burger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    burger.current?.focus();
  }, [setOpen]);

  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? labels.closeLabel : labels.openLabel}</span>
      </button>
      <div id="mobile-menu" className={styles.overlay} hidden={!open}>
        {open ? <MenuPanel links={links} bookingUrl={bookingUrl} labels={labels} onClose={close} /> : null}
      </div>
    </>
  );
}

/** The open panel; it mounts on opening, so the drill-down always starts at the top. */
function MenuPanel({
  links,
  bookingUrl,
  labels,
  onClose,
}: {
  links: NavItem[];
  bookingUrl: string;
  labels: Labels;
  onClose: () => void;
}) {
  const [trail, setTrail] = useState<NavItem[]>([]);
  const panel = useRef<HTMLDivElement>(null);

  useOverlayLock(onClose);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  const level = trail.at(-1);
  const items = level ? level.children : links;

  return (
    <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={labels.title}>
      <div className={styles.top}>
        {level ? (
          <button type="button" className={styles.back} onClick={() => setTrail(trail.slice(0, -1))}>
            <span aria-hidden="true">←</span> {labels.backLabel}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{labels.closeLabel}</span>
        </button>
      </div>
      {level ? (
        <Link href={level.href} className={styles.levelTitle}>
          {level.label}
        </Link>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
            {item.children.length > 0 ? (
              <button type="button" className={styles.drill} onClick={() => setTrail([...trail, item])}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{item.label}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ExternalLink className={styles.book} href={bookingUrl} newTabLabel={labels.newTabLabel}>
        {labels.bookLabel}
      </ExternalLink>
    </div>
  );
}
