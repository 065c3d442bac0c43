import { JsonLd } from '@/components/JsonLd/JsonLd';
import { getConfig } from '@/lib/config';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getContacts } from '@/lib/content';
import type { Page } from '@/lib/content/types';
import { buildBeautySalonJsonLd } from '@/lib/seo/beauty-salon-json-ld';
import { ContactDetails } from './ContactDetails';

/** The contacts page's own part: the salon's details, and the salon as structured data. */
export async function ContactsExtra({ page }: { page: Page }) {
  const contacts = await getContacts(await getRequestLocale());
  const { siteUrl, brandName } = getConfig();
  return (
    <>
      <JsonLd data={buildBeautySalonJsonLd({ siteUrl, brandName, contacts, image: page.hero?.image?.src })} />
      <ContactDetails contacts={contacts} />
    </>
  );
}
