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
import { shareInflightByKey } from './share-inflight.mjs';
import { getContentSource } from './source/select-source';
import type { CollectionType } from './tags';
import type { Contacts } from './types';
import { originalLanguage, type ContentLanguage } from './content-language';
import { overlayTranslation, translationsById } from './translations';
import { logger } from '@/lib/observability/logger.mjs';

/**
 * What each collection's raw list was parsed into, per translations and reshape: both sources
 * hand out the same lists while the content is unchanged, so the catalogue that nearly every
 * page renders is parsed once per change, not once per request (about 25-75 ms for the
 * services alone).
 */
const parsedCollections = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], Map<unknown, readonly unknown[]>>>();
const noTranslations: readonly unknown[] = [];

type Reshape<S extends z.ZodType, R> = (raw: z.infer<S>, lang: ContentLanguage) => R;

/** A language's translations of a collection; none for the originals' own language. */
function translationsIn(type: CollectionType, language: ContentLanguage): Promise<readonly unknown[]> {
  return language === originalLanguage ? Promise.resolve(noTranslations) : getContentSource().translations(type, language);
}

/**
 * Parses and reshapes originals in a language: each with its translation's words laid over
 * it, marked as in that language, or as it is, marked as in the original's.
 */
function parseIn<S extends z.ZodType, R>(
  type: CollectionType,
  items: readonly unknown[],
  translations: readonly unknown[],
  language: ContentLanguage,
  schema: S,
  reshape: Reshape<S, R>,
): R[] {
  const byId = translationsById(translations);
  const results: R[] = [];
  for (const item of items) {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const translation = typeof id === 'number' ? byId.get(id) : undefined;
    const [parsed] = parseItems(type, [translation ? overlayTranslation(item, translation) : item], schema);
    if (parsed !== undefined) results.push(reshape(parsed, translation ? language : originalLanguage));
  }
  return results;
}

async function loadCollection<S extends z.ZodType, R>(
  type: CollectionType,
  language: ContentLanguage,
  schema: S,
  reshape: Reshape<S, R>,
): Promise<R[]> {
  const [items, translations] = await Promise.all([getContentSource().collection(type), translationsIn(type, language)]);
  const byTranslations = parsedCollections.get(items) ?? new WeakMap<readonly unknown[], Map<unknown, readonly unknown[]>>();
  parsedCollections.set(items, byTranslations);
  const byReshape = byTranslations.get(translations) ?? new Map<unknown, readonly unknown[]>();
  byTranslations.set(translations, byReshape);
  let parsed = byReshape.get(reshape) as readonly R[] | undefined;
  if (!parsed) {
    parsed = parseIn(type, items, translations, language, schema, reshape);
    byReshape.set(reshape, parsed);
  }
  // A list of its own for each caller, which may sort it; the items are shared, read only.
  return [...parsed];
}

/** Items with this slug (the originals' slug, in every language); a 404 from the feed means there are none. */
async function loadBySlug<S extends z.ZodType, R>(
  type: CollectionType,
  slug: string,
  language: ContentLanguage,
  schema: S,
  reshape: Reshape<S, R>,
): Promise<R[]> {
  try {
    const [items, translations] = await Promise.all([getContentSource().bySlug(type, slug), translationsIn(type, language)]);
    return parseIn(type, items, translations, language, schema, reshape);
  } catch (error) {
    if (error instanceof ContentHttpError && error.isNotFound) return [];
    throw error;
  }
}

const firstOrNull = <T>(items: T[]): T | null => items[0] ?? null;

type Lang = ContentLanguage;

export const getServiceCategories = cache((lang: Lang) =>
  loadCollection('services_categories', lang, wpServiceCategory, toServiceCategory),
);
export const getServices = cache((lang: Lang) => loadCollection('services', lang, wpService, toService));
export const getSalons = cache((lang: Lang) => loadCollection('salons', lang, wpSalon, toSalon));
export const getSalonCategories = cache((lang: Lang) =>
  loadCollection('salons_categories', lang, wpSalonCategory, toSalonCategory),
);
export const getEmployees = cache((lang: Lang) => loadCollection('employees', lang, wpEmployee, toMaster));
export const getEmployeeCategories = cache((lang: Lang) =>
  loadCollection('employees_categories', lang, wpEmployeeCategory, toTerm),
);
export const getSkills = cache((lang: Lang) => loadCollection('skills', lang, wpSkill, toSkill));
export const getSkillCategories = cache((lang: Lang) => loadCollection('skills_categories', lang, wpSkillCategory, toTerm));
export const getArticles = cache((lang: Lang) => loadCollection('articles', lang, wpArticle, toArticle));
export const getArticleCategories = cache((lang: Lang) =>
  loadCollection('articles_categories', lang, wpArticleCategory, toTerm),
);
export const getVacancies = cache((lang: Lang) => loadCollection('vacancies', lang, wpVacancy, toVacancy));

export const getServicesBySlug = cache((slug: string, lang: Lang) => loadBySlug('services', slug, lang, wpService, toService));
export const getServiceCategoriesBySlug = cache((slug: string, lang: Lang) =>
  loadBySlug('services_categories', slug, lang, wpServiceCategory, toServiceCategory),
);
export const getArticleBySlug = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('articles', slug, lang, wpArticle, toArticle)),
);
export const getArticleCategoryBySlug = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('articles_categories', slug, lang, wpArticleCategory, toTerm)),
);
export const getSalonBySlug = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('salons', slug, lang, wpSalon, toSalon)),
);
export const getVacancyBySlug = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('vacancies', slug, lang, wpVacancy, toVacancy)),
);
export const getEmployeeBySlug = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('employees', slug, lang, wpEmployee, toMaster)),
);
export const getPage = cache(async (slug: string, lang: Lang) =>
  firstOrNull(await loadBySlug('pages', slug, lang, wpPage, toPage)),
);

export const getSalonsByServices = cache(async (serviceIds: readonly number[]) => {
  const items = await getContentSource().salonsByServices(serviceIds);
  return parseItems('salon finder', items, wpSalonFinderEntry).map(toSalonFinderEntry);
});

const loadContactsShared = shareInflightByKey(async (key: string): Promise<Contacts> => {
  const language = key as ContentLanguage;
  const config = getConfig();
  const defaults = {
    phone: config.salonPhone,
    address: config.salonAddress,
    year: 2024,
    workTime: 'Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM',
  };
  try {
    const [items, translations] = await Promise.all([
      getContentSource().bySlug('pages', 'contacts'),
      translationsIn('pages', language),
    ]);
    const [contacts] = parseIn('pages', items, translations, language, wpPage, (page, lang) => toContacts(page, defaults, lang));
    return contacts ?? toContacts(null, defaults);
  } catch (error) {
    logger.error({ scope: 'content', err: error }, 'contacts could not be loaded; showing the configured defaults');
    return toContacts(null, defaults);
  }
});

/**
 * The salon's contacts for the header and footer. Concurrent requests share one load; a
 * failing feed degrades to the configured defaults rather than blanking every page.
 */
export const getContacts = cache((lang: Lang) => loadContactsShared(lang));
