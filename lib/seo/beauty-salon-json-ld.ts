import type { Contacts } from '@/lib/content/types';

export function beautySalonId(siteUrl: string): string {
  return `${siteUrl}/#salon`;
}

/** The salon as a schema.org BeautySalon: address, phone, opening hours, profiles. */
export function buildBeautySalonJsonLd(input: { siteUrl: string; brandName: string; contacts: Contacts; image?: string | null }) {
  const { siteUrl, brandName, contacts } = input;
  const postcode = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/i.exec(contacts.address)?.[1] ?? undefined;
  const street = contacts.address.split(',')[0]?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': beautySalonId(siteUrl),
    name: `${brandName} Chelsea`,
    url: `${siteUrl}/`,
    telephone: contacts.phones[0],
    email: contacts.email ?? undefined,
    image: input.image ? `${siteUrl}${input.image}` : undefined,
    priceRange: '££–£££',
    currenciesAccepted: 'GBP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: 'London',
      postalCode: postcode,
      addressCountry: 'GB',
    },
    openingHoursSpecification: contacts.workTime.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: contacts.socials.map((social) => social.url),
  };
}
