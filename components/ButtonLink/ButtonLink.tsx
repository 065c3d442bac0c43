import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { Link } from '@/lib/i18n/navigation';
import styles from './ButtonLink.module.scss';

type Props = {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  /** Opens in a new tab; set for the booking site and other external addresses. */
  external?: boolean;
  newTabLabel?: string;
  className?: string;
};

/** The button look, for a real <button> that should match the links. */
export function buttonClassName(variant: 'primary' | 'secondary' | 'light' = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}

/** A link styled as a button: internal paths go through the localised Link, the rest are plain anchors. */
export function ButtonLink({ href, children, variant = 'primary', external, newTabLabel, className }: Props) {
  const classes = [buttonClassName(variant), className].filter(Boolean).join(' ');
  if (external || /^https?:\/\//.test(href)) {
    return (
      <ExternalLink className={classes} href={href} newTabLabel={newTabLabel ?? ''}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link className={classes} href={href}>
      {children}
    </Link>
  );
}
