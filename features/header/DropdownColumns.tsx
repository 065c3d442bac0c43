import type { Locale } from '@/lib/i18n/routing';
import type { NavItem } from '@/lib/navigation/nav-item';
import { MenuLink } from './MenuLink';
import styles from './NavDropdown.module.scss';

type Props = {
  /** One column each: its title link, its entries, and the entries under those. */
  columns: NavItem[];
  locale: Locale;
  newTabLabel: string;
};

/**
 * What a dropdown of the main menu holds: its columns of links. Written out as HTML on the
 * server (lib/html/static-markup) and handed to the dropdown as such: some two hundred
 * elements on every page, hidden until opened, that need no script of their own.
 */
export function DropdownColumns({ columns, locale, newTabLabel }: Props) {
  return columns.map((column) => (
    <div key={column.href} className={styles.column}>
      <MenuLink item={column} locale={locale} newTabLabel={newTabLabel} className={styles.columnTitle} />
      {column.children.length > 0 ? (
        <ul>
          {column.children.map((entry) => (
            <li key={entry.href}>
              <MenuLink item={entry} locale={locale} newTabLabel={newTabLabel} className={styles.direction} />
              {entry.children.length > 0 ? (
                <ul className={styles.categories}>
                  {entry.children.map((leaf) => (
                    <li key={leaf.href}>
                      <MenuLink item={leaf} locale={locale} newTabLabel={newTabLabel} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  ));
}
