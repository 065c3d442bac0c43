import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import type { Contacts } from '@/lib/content/types';
import styles from './ContactDetails.module.scss';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { telHref } from '@/lib/phone/tel-href';


/** How to reach the salon: address with a map link, phone, email, hours and social profiles. */
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
            <ExternalLink href={mapUrl} className={styles.action} newTabLabel={t('opensNewTab')}>
              {t('map')}
            </ExternalLink>
          </dd>
        </div>
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
