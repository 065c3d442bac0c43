import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Hero } from '@/components/Hero/Hero';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { PageSections } from '@/components/PageSections/PageSections';
import { ServiceDirections } from '@/features/home/ServiceDirections';
import { getConfig } from '@/lib/config';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getContacts, getPage } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { loadSiteJsonLd } from '@/lib/seo/load-site-json-ld';
import { jsonLdGraph } from '@/lib/seo/site-json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const page = await getPage('main', locale);
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const { brandName } = getConfig();
  return buildPageMetadata({
    locale,
    path: '/',
    title: page?.seo.title ?? t('defaultTitle', { brand: brandName }),
    description: page?.seo.description ?? t('defaultDescription', { brand: brandName }),
    image: page?.hero?.image ?? null,
  });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [page, tree, contacts, t] = await Promise.all([getPage('main', locale), getCatalogue(locale), getContacts(locale), getTranslations('Home')]);
  if (!page) notFound();
  const site = await loadSiteJsonLd(locale);

  return (
    <>
      <JsonLd data={jsonLdGraph([site.organization, site.website, ...site.salons.map((salon) => site.salon(salon))])} />
      <Hero
        title={page.hero?.title ?? page.title}
        text={page.hero?.text}
        titleLang={page.lang}
        textLang={page.lang}
        image={page.hero?.image}
        buttons={page.hero?.buttons}
        eyebrow={t('eyebrow')}
        salonInfo={
          <p>
            <span lang={contacts.lang}>{contacts.address}</span> · {formatOpeningHours(contacts.workTime, locale)}
          </p>
        }
      />
      <ServiceDirections tops={tree.tops} />
      <PageSections sections={page.sections} lang={page.lang} />
    </>
  );
}
