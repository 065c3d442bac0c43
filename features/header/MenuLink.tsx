import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { localisedPath } from '@/lib/i18n/locale-href';
import { PageLink } from '@/lib/i18n/PageLink';
import type { Locale } from '@/lib/i18n/routing';
import type { NavItem } from '@/lib/navigation/nav-item';

type Props = {
  item: NavItem;
  /** The page's language, its links' prefix. */
  locale: Locale;
  newTabLabel: string;
  className?: string;
  onClick?: () => void;
  /** Drawn after the label, inside the link (a marker). */
  children?: ReactNode;
};

/**
 * A menu entry's link: to a page of this site in the page's language, or to another site in
 * a new tab. Drawn by the header's dropdowns (written out as HTML on the server) and the
 * full-screen menu (a client component). A plain page link (PageLink): the dropdowns hold
 * some eighty links on every page, hidden until opened, and as Next's links each would
 * hydrate and be watched while the page loads.
 */
export function MenuLink({ item, locale, newTabLabel, className, onClick, children }: Props) {
  const label = <span lang={item.lang}>{item.label}</span>;
  if (item.external) {
    return (
      <ExternalLink href={item.href} newTabLabel={newTabLabel} className={className}>
        {label}
        <span aria-hidden="true"> ↗</span>
        {children}
      </ExternalLink>
    );
  }
  return (
    <PageLink href={item.href.startsWith('/') ? localisedPath(locale, item.href) : item.href} className={className} onClick={onClick}>
      {label}
      {children}
    </PageLink>
  );
}
