import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { MasterProfile } from '@/features/masters/MasterProfile';
import { NextFreeLink } from '@/features/next-free/NextFreeLink';
import { getNextFreeWords } from '@/features/next-free/next-free-words';
import { loadServiceMasters } from '@/lib/booking/load-service-masters';
import { shortestServiceTakenBy } from '@/lib/booking/service-masters';
import { bookableOptions } from '@/lib/booking/site-refs';
import { getConfig } from '@/lib/config';
import { getEmployeeBySlug, getEmployees, getSalons, getServices, getSkillCategories, getSkills } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { bioFirstSentence, groupSkillsByCategory, shownMasters, skillsOf } from '@/lib/masters/master-view';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';
import { firstFitting } from '@/lib/seo/page-words';
import { masterPath, mastersPath } from '@/lib/masters/master-paths';
import { buildPersonJsonLd } from '@/lib/seo/person-json-ld';
import { loadFeedbacks } from '@/lib/reviews/load-feedbacks';
import { masterRating } from '@/lib/reviews/rating-summary';
import { reviewsOf } from '@/lib/reviews/reviews';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  return shownMasters(await getEmployees('en')).map((master) => ({ slug: master.slug }));
}

/** The master of the address; unknown, archived and non-public masters are not found. */
async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const master = await getEmployeeBySlug(decodeURIComponent(slug), locale);
  if (!master || !isShownMaster(master)) notFound();
  return { locale, master, path: masterPath(master) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, master, path } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Masters' });
  const { brandName: brand } = getConfig();
  const { name, position } = master;
  return buildPageMetadata({
    locale,
    path,
    title: firstFitting([...(position ? [t('personTitle', { name, position, brand })] : []), t('personTitleNoPosition', { name, brand }), name]),
    description: bioFirstSentence(master.bio) ?? t('personDescription', { name, brand }),
    image: master.photo,
  });
}

export default async function MasterPage({ params }: Props) {
  const { locale, master, path } = await load(params);
  setRequestLocale(locale);
  // The booking system's feedbacks and who takes which service are read when the page is built
  // or revalidated; without them the page has no reviews and no next free time.
  const [skills, skillCategories, salons, t, feedbacks, serviceMasters, services] = await Promise.all([
    getSkills(locale),
    getSkillCategories(locale),
    getSalons(locale),
    getTranslations('Masters'),
    loadFeedbacks(),
    loadServiceMasters(),
    getServices(locale),
  ]);
  const salonId = salons[0]?.id ?? 0;
  const nextFreeService = master.crmId
    ? shortestServiceTakenBy(
        master.crmId,
        services.map((service) => ({
          service,
          bookingIds: bookableOptions(service, salonId).map((option) => option.bookingServiceId),
        })),
        serviceMasters,
      )
    : null;
  const nextFreeWords = nextFreeService ? await getNextFreeWords('service') : null;
  const config = getConfig();
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('title'), href: mastersPath },
    { label: master.name, href: path, lang: master.lang },
  ];
  const person = buildPersonJsonLd({
    siteUrl: config.siteUrl,
    brandName: config.brandName,
    salons,
    url: localisedUrl(config.siteUrl, locale, path),
    master,
    description: bioFirstSentence(master.bio),
    skills: skillsOf(master, skills).map((skill) => skill.title),
  });

  return (
    <>
      <JsonLd
        data={buildBreadcrumbJsonLd(
          crumbs.map((c) => ({ label: c.label, url: localisedUrl(config.siteUrl, locale, c.href) })),
        )}
      />
      <JsonLd data={person} />
      <MasterProfile
        master={master}
        crumbs={crumbs}
        skillGroups={groupSkillsByCategory(master, skills, skillCategories, t('otherSkills'), locale)}
        salons={salons.filter((salon) => master.salonIds.includes(salon.id))}
        rating={masterRating(master, feedbacks)}
        reviews={reviewsOf([master], feedbacks)}
        nextFree={
          master.crmId && nextFreeService && nextFreeWords ? (
            <NextFreeLink
              service={nextFreeService.bookingId}
              employee={master.crmId}
              serviceSlug={nextFreeService.service.slug}
              serviceName={nextFreeService.service.title}
              masters={{ [master.crmId]: { slug: master.slug, name: master.name } }}
              words={nextFreeWords}
              locale={locale}
            />
          ) : null
        }
      />
    </>
  );
}
