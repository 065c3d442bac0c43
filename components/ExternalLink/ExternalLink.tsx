import type { ReactNode } from 'react';

type Props = {
  href: string;
  children: ReactNode;
  /** Read after the link text by screen readers, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
  title?: string;
};

/** A link to another site, opened in a new tab, that says so to screen readers. */
export function ExternalLink({ href, children, newTabLabel, className, title }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title}>
      {children} <span className="visually-hidden">{newTabLabel}</span>
    </a>
  );
}
