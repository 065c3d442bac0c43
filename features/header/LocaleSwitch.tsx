'use client';

import { localeHref } from '@/lib/i18n/locale-href';
import { locales, type Locale } from '@/lib/i18n/routing';
import { usePathname } from '@/lib/i18n/use-pathname';
import styles from './LocaleSwitch.module.scss';
import { useRouteLocale } from '@/lib/i18n/use-route-locale';

/** How the switch names each language in short: Ukrainian sites write UA, after the address. */
const shortNames: Record<Locale, string> = { en: 'EN', uk: 'UA' };

/**
 * Links to the same page in the other language. A plain link, so the whole document
 * (its `lang`, its messages) is loaded in the new language.
 */
export function LocaleSwitch({ label, names }: { label: string; names: Record<Locale, string> }) {
  const current = useRouteLocale();
  const pathname = usePathname();

  return (
    <nav className={styles.locales} aria-label={label}>
      {locales.map((code) => {
        const href = localeHref(code, pathname);
        if (!href) return null;
        if (code === current) {
          return (
            <span key={code} className={styles.localeCurrent} aria-current="true" lang={code}>
              <span aria-hidden="true">{shortNames[code]}</span>
              <span className="visually-hidden">{names[code]}</span>
            </span>
          );
        }
        return (
          <a key={code} href={href} className={styles.localeLink} lang={code} hrefLang={code}>
            <span aria-hidden="true">{shortNames[code]}</span>
            <span className="visually-hidden">{names[code]}</span>
          </a>
        );
      })}
    </nav>
  );
}
