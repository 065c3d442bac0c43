import { JsonLd } from '@/components/JsonLd/JsonLd';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getContacts } from '@/lib/content';
import { loadSiteJsonLd } from '@/lib/seo/load-site-json-ld';
import { jsonLdGraph } from '@/lib/seo/site-json-ld';
import { ContactDetails } from './ContactDetails';

/** The contacts page's own part: the salon's details, and the salon as structured data. */
export async function ContactsExtra() {
  const locale = await getRequestLocale();
  const [contacts, site] = await Promise.all([getContacts(locale), loadSiteJsonLd(locale)]);
  return (
    <>
      <JsonLd data={jsonLdGraph([site.organization, ...site.salons.map((salon) => site.salon(salon))])} />
      <ContactDetails contacts={contacts} />
    </>
  );
}
