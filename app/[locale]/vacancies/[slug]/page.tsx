import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { VacancyView } from '@/features/vacancies/VacancyView';
import { getConfig } from '@/lib/config';
import { getContacts, getVacancies, getVacancyBySlug } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildJobPostingJsonLd } from '@/lib/seo/job-posting-json-ld';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';
import { firstFitting } from '@/lib/seo/page-words';
import { vacanciesPath, vacancyPath } from '@/lib/vacancies/vacancy-paths';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  return (await getVacancies('en')).map((vacancy) => ({ slug: vacancy.slug }));
}

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const vacancy = await getVacancyBySlug(decodeURIComponent(slug), locale);
  if (!vacancy) notFound();
  return { locale, vacancy };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, vacancy } = await load(params);
  const { brandName: brand } = getConfig();
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return buildPageMetadata({
    locale,
    path: vacancyPath(vacancy),
    title: firstFitting([t('vacancyTitle', { title: vacancy.title, brand }), `${vacancy.title} | ${brand}`, vacancy.title]),
    description: vacancy.summary || t('vacancyDescription', { title: vacancy.title, brand }),
    image: vacancy.image,
  });
}

export default async function VacancyPage({ params }: Props) {
  const { locale, vacancy } = await load(params);
  setRequestLocale(locale);
  const { siteUrl, brandName } = getConfig();
  const contacts = await getContacts('en');
  const t = await getTranslations('Vacancies');
  const url = localisedUrl(siteUrl, locale, vacancyPath(vacancy));
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('title'), href: vacanciesPath },
    { label: vacancy.title, href: vacancyPath(vacancy), lang: vacancy.lang },
  ];
  return (
    <>
      <JsonLd data={buildJobPostingJsonLd({ vacancy, url, siteUrl, locale, brandName, socials: contacts.socials, address: contacts.address })} />
      <JsonLd data={buildBreadcrumbJsonLd(crumbs.map((c) => ({ label: c.label, url: localisedUrl(siteUrl, locale, c.href) })))} />
      <VacancyView vacancy={vacancy} crumbs={crumbs} applyEmail={vacancy.applyEmail ?? contacts.email ?? 'careers@backstage-chelsea.co.uk'} />
    </>
  );
}
