import type { Locale } from '@/lib/i18n/routing';
import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { categoryPath } from '@/lib/catalogue/category-tree';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getContacts } from '@/lib/content';
import { localisedPath } from '@/lib/i18n/locale-href';
import { StaticHtml } from '@/lib/html/StaticHtml';
import { PageLink } from '@/lib/i18n/PageLink';
import { externalLinks } from '@/lib/site-links';
import styles from './SiteFooter.module.scss';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import { salonsPath } from '@/lib/salons/salon-paths';
import { blogPath } from '@/lib/blog/blog-view';
import { vacanciesPath } from '@/lib/vacancies/vacancy-paths';
import { telHref } from '@/lib/phone/tel-href';
import { logger } from '@/lib/observability/logger.mjs';

async function loadServiceColumns(locale: Locale) {
  try {
    const tree = await getCatalogue(locale);
    return tree.tops.map((top) => ({
      id: top.category.id,
      title: top.category.name,
      lang: top.category.lang,
      links: top.children.map((direction) => ({ href: categoryPath(direction), label: direction.category.name })),
    }));
  } catch (error) {
    logger.error({ scope: 'footer', err: error }, 'the service links could not be loaded');
    return [];
  }
}

/**
 * The footer: the service directions, the salon's pages, its contacts and apps. Nothing in it
 * needs a script, so it is written out as HTML (StaticHtml) and nothing inside hydrates; its
 * links are plain page links (PageLink), routed by the layout's listener and fetched ahead
 * only when a pointer or focus comes to one, never while the page loads.
 */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const locale = await getRequestLocale();
  const { brandName } = getConfig();
  const [contacts, columns] = await Promise.all([getContacts(locale), loadServiceColumns(locale)]);
  const newTab = t('opensNewTab');
  const salonLinks = [
    { href: '/about/', label: t('about') },
    { href: blogPath, label: t('blog') },
    { href: salonsPath, label: t('salons') },
    { href: vacanciesPath, label: t('vacancies') },
    { href: '/contacts/', label: t('contacts') },
  ];
  const outside = [
    { href: externalLinks.store, label: t('store') },
    { href: externalLinks.academy, label: t('academy') },
    { href: externalLinks.partners, label: t('partners') },
  ];

  return (
    <StaticHtml as="footer" className={styles.footer}>
      <div className={styles.grid}>
        {columns.map((column) => (
          <nav key={column.id} className={styles.column} aria-label={column.title} lang={column.lang}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <PageLink href={localisedPath(locale, link.href)}>{link.label}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav className={styles.column} aria-label={t('salonHeading')}>
          <h2 className={styles.heading}>{t('salonHeading')}</h2>
          <ul>
            {salonLinks.map((link) => (
              <li key={link.href}>
                <PageLink href={localisedPath(locale, link.href)}>{link.label}</PageLink>
              </li>
            ))}
            {outside.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} newTabLabel={newTab}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.column} aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            {t('visitHeading')}
          </h2>
          <address className={styles.address}>
            <span lang={contacts.lang}>{contacts.address}</span>
            {contacts.phones.map((phone) => (
              <a key={phone} href={telHref(phone)}>
                {phone}
              </a>
            ))}
            {contacts.email ? <a href={`mailto:${contacts.email}`}>{contacts.email}</a> : null}
          </address>
          <p className={styles.hours}>
            <span className={styles.label}>{t('hours')}</span>
            <span data-testid="work-hours">{formatOpeningHours(contacts.workTime, locale)}</span>
          </p>
          {contacts.socials.length > 0 ? (
            <ul className={styles.socials} aria-label={t('socials')}>
              {contacts.socials.map((social) => (
                <li key={social.url}>
                  <ExternalLink href={social.url} newTabLabel={newTab}>
                    {social.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.apps}>
            <ExternalLink href={externalLinks.appStore} newTabLabel={newTab}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG badge needs no optimisation */}
              <img src="/brand/app-store.svg" alt={t('appStore')} width={135} height={40} loading="lazy" />
            </ExternalLink>
            <ExternalLink href={externalLinks.googlePlay} newTabLabel={newTab}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG badge needs no optimisation */}
              <img src="/brand/google-play.svg" alt={t('googlePlay')} width={135} height={40} loading="lazy" />
            </ExternalLink>
          </div>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('copyright', { year: contacts.year, brand: brandName })}</p>
        <PageLink href={localisedPath(locale, '/policy/')}>{t('policy')}</PageLink>
      </div>
    </StaticHtml>
  );
}
