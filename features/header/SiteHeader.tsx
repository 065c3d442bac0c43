import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { BookButton } from '@/components/BookButton/BookButton';
import { Logo, logoText } from '@/components/Logo/Logo';
import { CallbackButton } from '@/components/CallbackButton/CallbackButton';
import { AccountButton } from '@/features/account/AccountButton';
import { SearchButton } from '@/features/search/SearchButton';
import { getConfig } from '@/lib/config';
import { getSalonPhone } from '@/lib/contacts/salon-phone';
import { telHref } from '@/lib/phone/tel-href';
import { Link } from '@/lib/i18n/navigation';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getSiteNavigation } from '@/lib/navigation/load-site-navigation';
import type { NavItem } from '@/lib/navigation/nav-item';
import { HeaderShell } from './HeaderShell';
import { LocaleSwitch } from './LocaleSwitch';
import { MenuButton } from './MenuButton';
import { NoScriptMenu } from './NoScriptMenu';
import { NavDropdown } from './NavDropdown';
import { DropdownColumns } from './DropdownColumns';
import { renderStaticMarkup } from '@/lib/html/static-markup';
import styles from './SiteHeader.module.scss';
import { priceListPath } from '@/lib/pricing/price-paths';
import { salonsPath } from '@/lib/salons/salon-paths';
import { blogPath } from '@/lib/blog/blog-view';
import { mastersPath } from '@/lib/masters/master-paths';
import { vacanciesPath } from '@/lib/vacancies/vacancy-paths';
import { bookingPagePath, myBookingsQuery } from '@/lib/booking/booking-paths';
import { localisedPath } from '@/lib/i18n/locale-href';

/** The main menu's entries; those with a dropdown carry its columns as children. */
async function buildMainMenu(): Promise<(NavItem & { dropdown?: string })[]> {
  const t = await getTranslations('Header');
  const { services, salons, blog } = await getSiteNavigation(await getRequestLocale());
  return [
    {
      label: t('about'),
      href: '/about/',
      dropdown: 'about',
      children: [
        { label: t('aboutUs'), href: '/about/', children: [] },
        { label: t('blog'), href: blogPath, children: blog },
        { label: t('vacancies'), href: vacanciesPath, children: [] },
      ],
    },
    { label: t('services'), href: '/services/female/', dropdown: 'services', children: services },
    { label: t('price'), href: priceListPath, children: [] },
    { label: t('salons'), href: salonsPath, dropdown: 'salons', children: salons },
    { label: t('masters'), href: mastersPath, children: [] },
    { label: t('contacts'), href: '/contacts/', children: [] },
  ];
}

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const tSearch = await getTranslations('Search');
  const tCallback = await getTranslations('Callback');
  const { bookingUrl, brandName } = getConfig();
  const menu = await buildMainMenu();
  const newTab = t('opensNewTab');
  const locale = await getRequestLocale();
  const phone = await getSalonPhone(locale);
  const account = await getTranslations('Account');

  return (
    <HeaderShell>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t('home', { logo: logoText(brandName) })}>
          <Logo brand={brandName} />
        </Link>
        <nav className={styles.nav} aria-label={t('mainNav')}>
          <ul className={styles.menu}>
            {menu.map((entry) => (
              <li key={entry.href}>
                {entry.dropdown && entry.children.length > 0 ? (
                  <NavDropdown
                    id={entry.dropdown}
                    label={entry.label}
                    columnCount={entry.children.length}
                    panelHtml={renderStaticMarkup(<DropdownColumns columns={entry.children} locale={locale} newTabLabel={newTab} />)}
                  />
                ) : (
                  <Link href={entry.href} className={styles.menuLink}>
                    {entry.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.controls}>
          {/* Search, the callback form and the account open panels by script; without one,
              the menu (NoScriptMenu) links to Contacts and My bookings instead. */}
          <span className={styles.scriptOnly}>
            <SearchButton label={tSearch('open')} />
          </span>
          {/* On phones the salon's number is one tap away; the callback form is in the menu. */}
          {phone ? (
            <a className={styles.call} href={telHref(phone)}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M6.6 3.5h3l1.5 4.2-2 1.3a11 11 0 0 0 5.9 5.9l1.3-2 4.2 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="visually-hidden">{t('call', { phone })}</span>
            </a>
          ) : null}
          <span className={styles.scriptOnly}>
            <CallbackButton label={tCallback('open')} className={styles.callback} iconOnly />
          </span>
          <span className={styles.wideOnly}>
            <LocaleSwitch label={t('language')} names={{ en: t('localeEn'), uk: t('localeUa') }} />
          </span>
          <span className={styles.scriptOnly}>
            <AccountButton className={styles.account} label={t('account')} signedInLabel={t('accountSignedIn')} />
          </span>
          <ExternalLink className={styles.iconLink} href={bookingUrl} title={t('cart')} newTabLabel={newTab}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M5 8h14l-1.2 12H6.2L5 8z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span className="visually-hidden">{t('cart')}</span>
          </ExternalLink>
          <BookButton className={styles.book}>{t('book')}</BookButton>
          <MenuButton
            label={t('openMenu')}
            items={menu.map(({ label, href, children }) => ({ label, href, children }))}
          />
          <NoScriptMenu
            label={t('openMenu')}
            locale={locale}
            items={menu}
            extra={[{ label: account('myBookings'), href: `${localisedPath(locale, bookingPagePath)}?${myBookingsQuery}` }]}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
