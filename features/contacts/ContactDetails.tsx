import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import type { Contacts } from '@/lib/content/types';
import styles from './ContactDetails.module.scss';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { telHref } from '@/lib/phone/tel-href';

/**
 * Directions to `address` from wherever the visitor is: the maps service's universal address,
 * which a phone opens in its maps app with the route already asked for.
 */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/**
 * How to reach the salon: address with a map link and directions, the nearest stations and
 * stops, phone, email, hours and social profiles.
 */
export async function ContactDetails({ contacts }: { contacts: Contacts }) {
  const t = await getTranslations('Contacts');
  const hours = formatOpeningHours(contacts.workTime, await getRequestLocale());
  const mapUrl =
    contacts.mapUrl ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(contacts.address)}`;
  return (
    <section className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details">{t('heading')}</h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('address')}</dt>
          <dd>
            <address lang={contacts.lang}>{contacts.address}</address>
            <p className={styles.actions}>
              <ExternalLink href={mapUrl} className={styles.action} newTabLabel={t('opensNewTab')}>
                {t('map')}
              </ExternalLink>
              <ExternalLink href={directionsUrl(contacts.address)} className={styles.action} newTabLabel={t('opensNewTab')}>
                {t('directions')}
              </ExternalLink>
            </p>
          </dd>
        </div>
        {contacts.directions.length > 0 ? (
          <div>
            <dt>{t('gettingHere')}</dt>
            <dd>
              <ul className={styles.stops} lang={contacts.lang}>
                {contacts.directions.map((stop) => (
                  <li key={stop.place}>
                    <strong>{stop.place}</strong>
                    {stop.how ? `: ${stop.how}` : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            {contacts.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className={styles.big}>
                {phone}
              </a>
            ))}
          </dd>
        </div>
        {contacts.email ? (
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
        ) : null}
        {hours ? (
          <div>
            <dt>{t('hours')}</dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
        {contacts.socials.length > 0 ? (
          <div>
            <dt>{t('socials')}</dt>
            <dd>
              <ul className={styles.socials}>
                {contacts.socials.map((social) => (
                  <li key={social.url}>
                    <ExternalLink href={social.url} newTabLabel={t('opensNewTab')}>
                      {social.name}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
