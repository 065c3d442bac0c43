import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/Logo/Logo';
import { SearchButton } from '@/features/search/SearchButton';
import { getConfig } from '@/lib/config';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { servicesNavigation, type NavItem } from '@/lib/catalogue/navigation';
import { Link } from '@/lib/i18n/navigation';
import { HeaderShell } from './HeaderShell';
import { LocaleSwitch } from './LocaleSwitch';
import { MobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';
import styles from './SiteHeader.module.scss';

async function loadServicesNav(): Promise<NavItem[]> {
  try {
    return servicesNavigation(await getCatalogue());
  } catch (error) {
    // The header degrades to plain links rather than taking the page down with the feed.
    console.error('[header] the services menu could not be loaded', error);
    return [];
  }
}

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const tSearch = await getTranslations('Search');
  const { bookingUrl, brandName } = getConfig();
  const services = await loadServicesNav();
  const links = [
    { href: '/about/', label: t('about') },
    { href: '/price/', label: t('price') },
    { href: '/salons/', label: t('salons') },
    { href: '/vacancies/', label: t('vacancies') },
    { href: '/employees/', label: t('masters') },
  ];
  const newTab = t('opensNewTab');

  return (
    <HeaderShell>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t('home', { brand: brandName })}>
          <Logo brand={brandName} />
        </Link>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          <ul className={styles.menu}>
            <li>
              <Link href={links[0]!.href} className={styles.menuLink}>
                {links[0]!.label}
              </Link>
            </li>
            <li>
              <ServicesMenu label={t('services')} items={services} />
            </li>
            {links.slice(1).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.menuLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.controls}>
          <SearchButton label={tSearch('open')} />
          <LocaleSwitch label={t('language')} names={{ en: t('localeEn'), ua: t('localeUa') }} />
          <ExternalLink className={styles.iconLink} href={bookingUrl} title={t('account')} newTabLabel={newTab}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span className="visually-hidden">{t('account')}</span>
          </ExternalLink>
          <ExternalLink className={styles.iconLink} href={bookingUrl} title={t('cart')} newTabLabel={newTab}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M5 8h14l-1.2 12H6.2L5 8z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span className="visually-hidden">{t('cart')}</span>
          </ExternalLink>
          <ExternalLink className={styles.book} href={bookingUrl} newTabLabel={newTab}>
            {t('book')}
          </ExternalLink>
          <MobileMenu
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            backLabel={t('back')}
            title={t('mainNav')}
            links={[
              { href: links[0]!.href, label: links[0]!.label, children: [] },
              { href: '/services/female/', label: t('services'), children: services },
              ...links.slice(1).map((l) => ({ ...l, children: [] })),
            ]}
            bookingUrl={bookingUrl}
            bookLabel={t('book')}
            newTabLabel={newTab}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
