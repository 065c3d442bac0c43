import type { Locale } from '@/lib/i18n/routing';
import { bookingLinkRel } from '@/lib/booking/booking-paths';
import { localisedPath } from '@/lib/i18n/locale-href';
import type { NavItem } from '@/lib/navigation/nav-item';
import styles from './NoScriptMenu.module.scss';

type Props = {
  label: string;
  locale: Locale;
  items: NavItem[];
  /** Links for what the header's script-only controls open: My bookings, booking. */
  extra: { label: string; href: string }[];
};

const hrefOf = (item: NavItem, locale: Locale) => (item.external ? item.href : localisedPath(locale, item.href));

/**
 * The menu for a browser without JavaScript: the burger as a `<details>` whose list of the
 * main menu's entries (and each one's first level) opens without a script. It is inside
 * `<noscript>`, so a browser that runs scripts neither parses nor draws it; the script
 * burger (MenuButton) hides itself when scripts are off.
 */
export function NoScriptMenu({ label, locale, items, extra }: Props) {
  return (
    <noscript>
      <details className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.bars} aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </summary>
        <nav className={styles.panel} aria-label={label}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                <a href={hrefOf(item, locale)} lang={item.lang}>
                  {item.label}
                </a>
                {item.children.length > 0 ? (
                  <ul className={styles.children}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={hrefOf(child, locale)} lang={child.lang}>
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {extra.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel={bookingLinkRel(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
