import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { Link } from '@/lib/i18n/navigation';
import type { NavItem } from '@/lib/navigation/nav-item';

type Props = {
  item: NavItem;
  newTabLabel: string;
  className?: string;
  onClick?: () => void;
  /** Drawn after the label, inside the link (a marker). */
  children?: ReactNode;
};

/** A menu entry's link: to a page of this site, or to another site in a new tab. */
export function MenuLink({ item, newTabLabel, className, onClick, children }: Props) {
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
    <Link href={item.href} className={className} onClick={onClick}>
      {label}
      {children}
    </Link>
  );
}
