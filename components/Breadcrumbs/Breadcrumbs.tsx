import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { Link } from '@/lib/i18n/navigation';
import styles from './Breadcrumbs.module.scss';

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            ) : (
              <Link href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
