import { Link } from '@/lib/i18n/navigation';
import styles from './Breadcrumbs.module.scss';

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ crumbs, label }: { crumbs: { label: string; href: string }[]; label: string }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
