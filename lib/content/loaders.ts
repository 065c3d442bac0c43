/**
 * The one way the site reads content. Each loader asks the configured source, parses the
 * raw items with the zod schemas and reshapes them into domain types. Within a request
 * every loader runs once (React `cache`).
 */
import { cache } from 'react';
import type { z } from 'zod';
import { getConfig } from '@/lib/config';
import { ContentHttpError } from './errors';
import { parseItems } from './parse-items';
import { wpArticle, wpArticleCategory } from './raw/article';
import { wpEmployee, wpEmployeeCategory, wpSkill, wpSkillCategory } from './raw/employee';
import { wpPage } from './raw/page';
import { wpSalon, wpSalonCategory, wpSalonFinderEntry } from './raw/salon';
import { wpService, wpServiceCategory } from './raw/service';
import { wpVacancy } from './raw/vacancy';
import { toArticle, toVacancy } from './reshape/article';
import { toContacts, toPage } from './reshape/page';
import { toMaster, toSkill } from './reshape/people';
import { toTerm } from './reshape/term';
import { toSalon, toSalonCategory, toSalonFinderEntry } from './reshape/salon';
import { toService, toServiceCategory } from './reshape/service';
import { shareInflight } from './share-inflight.mjs';
import { getContentSource } from './source/select-source';
import type { CollectionType } from './tags';
import type { Contacts } from './types';

/**
 * What each collection's raw list was parsed into, per reshape: both sources hand out the same
 * list while the content is unchanged, so the catalogue that nearly every page renders is
 * parsed once per change, not once per request (about 25-75 ms for the services alone).
 */
const parsedCollections = new WeakMap<readonly unknown[], Map<unknown, readonly unknown[]>>();

async function loadCollection<S extends z.ZodType, R>(
  type: CollectionType,
  schema: S,
  reshape: (raw: z.infer<S>) => R,
): Promise<R[]> {
  const items = await getContentSource().collection(type);
  const byReshape = parsedCollections.get(items) ?? new Map<unknown, readonly unknown[]>();
  parsedCollections.set(items, byReshape);
  let parsed = byReshape.get(reshape) as readonly R[] | undefined;
  if (!parsed) {
    parsed = parseItems(type, items, schema).map(reshape);
    byReshape.set(reshape, parsed);
  }
  // A list of its own for each caller, which may sort it; the items are shared, read only.
  return [...parsed];
}

/** Items with this slug; a 404 from the feed means there are none. */
async function loadBySlug<S extends z.ZodType, R>(
  type: CollectionType,
  slug: string,
  schema: S,
  reshape: (raw: z.infer<S>) => R,
): Promise<R[]> {
  try {
    const items = await getContentSource().bySlug(type, slug);
    return parseItems(type, items, schema).map(reshape);
  } catch (error) {
    if (error instanceof ContentHttpError && error.isNotFound) return [];
    throw error;
  }
}

const firstOrNull = <T>(items: T[]): T | null => items[0] ?? null;

export const getServiceCategories = cache(() =>
  loadCollection('services_categories', wpServiceCategory, toServiceCategory),
);
export const getServices = cache(() => loadCollection('services', wpService, toService));
export const getSalons = cache(() => loadCollection('salons', wpSalon, toSalon));
export const getSalonCategories = cache(() => loadCollection('salons_categories', wpSalonCategory, toSalonCategory));
export const getEmployees = cache(() => loadCollection('employees', wpEmployee, toMaster));
export const getEmployeeCategories = cache(() => loadCollection('employees_categories', wpEmployeeCategory, toTerm));
export const getSkills = cache(() => loadCollection('skills', wpSkill, toSkill));
export const getSkillCategories = cache(() => loadCollection('skills_categories', wpSkillCategory, toTerm));
export const getArticles = cache(() => loadCollection('articles', wpArticle, toArticle));
export const getArticleCategories = cache(() => loadCollection('articles_categories', wpArticleCategory, toTerm));
export const getVacancies = cache(() => loadCollection('vacancies', wpVacancy, toVacancy));

export const getServicesBySlug = cache((slug: string) => loadBySlug('services', slug, wpService, toService));
export const getServiceCategoriesBySlug = cache((slug: string) =>
  loadBySlug('services_categories', slug, wpServiceCategory, toServiceCategory),
);
export const getArticleBySlug = cache(async (slug: string) =>
  firstOrNull(await loadBySlug('articles', slug, wpArticle, toArticle)),
);
export const getArticleCategoryBySlug = cache(async (slug: string) =>
  firstOrNull(await loadBySlug('articles_categories', slug, wpArticleCategory, toTerm)),
);
export const getSalonBySlug = cache(async (slug: string) =>
  firstOrNull(await loadBySlug('salons', slug, wpSalon, toSalon)),
);
export const getVacancyBySlug = cache(async (slug: string) =>
  firstOrNull(await loadBySlug('vacancies', slug, wpVacancy, toVacancy)),
);
export const getEmployeeBySlug = cache(async (slug: string) =>
  firstOrNull(await loadBySlug('employees', slug, wpEmployee, toMaster)),
);
export const getPage = cache(async (slug: string) => firstOrNull(await loadBySlug('pages', slug, wpPage, toPage)));

export const getSalonsByServices = cache(async (serviceIds: readonly number[]) => {
  const items = await getContentSource().salonsByServices(serviceIds);
  return parseItems('salon finder', items, wpSalonFinderEntry).map(toSalonFinderEntry);
});

const loadContactsShared = shareInflight(async (): Promise<Contacts> => {
  const config = getConfig();
  const defaults = {
    phone: config.salonPhone,
    address: config.salonAddress,
    year: 2024,
    workTimeEn: 'Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM',
    workTimeUa: 'Пн-Сб 09:30-20:00, Нд 10:00-18:00',
  };
  try {
    const [raw] = parseItems('pages', await getContentSource().bySlug('pages', 'contacts'), wpPage);
    return toContacts(raw ?? null, defaults);
  } catch (error) {
    console.error('[content] contacts could not be loaded; showing the configured defaults', error);
    return toContacts(null, defaults);
  }
});

/**
 * The salon's contacts for the header and footer. Concurrent requests share one load; a
 * failing feed degrades to the configured defaults rather than blanking every page.
 */
export const getContacts = cache(() => loadContactsShared());
