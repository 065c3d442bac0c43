'use client';

import { useLocale } from 'next-intl';
import { isLocale, languageTag, locales, type Locale } from '@/lib/i18n/routing';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './SiteHeader.module.scss';

/** The target of a language switch, or null for an unknown locale (a switch there does nothing). */
export function localeTarget(target: string): Locale | null {
  return isLocale(target) ? target : null;
}

/** Links to the same page in the other language; the current one is marked, not linked. */
export function LocaleSwitch({ label, names }: { label: string; names: Record<Locale, string> }) {
  const current = useLocale();
  const pathname = usePathname();

  return (
    <nav className={styles.locales} aria-label={label}>
      {locales.map((code) => {
        const target = localeTarget(code);
        if (!target) return null;
        if (code === current) {
          return (
            <span key={code} className={styles.localeCurrent} aria-current="true" lang={languageTag[code]}>
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{names[code]}</span>
            </span>
          );
        }
        return (
          <Link key={code} href={pathname} locale={target} className={styles.localeLink} lang={languageTag[code]} hrefLang={languageTag[code]}>
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <span className="visually-hidden">{names[code]}</span>
          </Link>
        );
      })}
    </nav>
  );
}
