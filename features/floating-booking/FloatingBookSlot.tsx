'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './FloatingBookingButton.module.scss';

/**
 * Holds the floating Book button, and hides it while one of the page's own Book controls
 * (`[data-book]` inside the main content) is on screen: the visitor then has a Book control
 * in view, and the floating one would only cover the page. The page's content changes on
 * client navigation and as parts load, so the controls are looked for again on each change.
 */
export function FloatingBookSlot({ children }: { children: ReactNode }) {
  const [pageBookInView, setPageBookInView] = useState(false);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const inView = new Set<Element>();
    const visibility = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      setPageBookInView(inView.size > 0);
    });
    const watch = () => {
      visibility.disconnect();
      inView.clear();
      main.querySelectorAll('[data-book]').forEach((control) => visibility.observe(control));
      setPageBookInView(false);
    };
    watch();
    const changes = new MutationObserver(watch);
    changes.observe(main, { childList: true, subtree: true });
    return () => {
      changes.disconnect();
      visibility.disconnect();
    };
  }, []);
  return (
    <div className={styles.slot} data-floating-book="" data-page-book-in-view={pageBookInView ? '' : undefined}>
      {children}
    </div>
  );
}
