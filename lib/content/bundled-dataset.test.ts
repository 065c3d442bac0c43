/**
 * Holds the bundled dataset in `content/` to its contract: every item parses with the raw
 * schemas, every reference points at something that exists, and the whole service
 * catalogue the site is specified with (lib/content/fixtures/spec-catalogue.ts) is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { wpArticle, wpArticleCategory } from './raw/article';
import { wpEmployee, wpEmployeeCategory, wpSkill, wpSkillCategory } from './raw/employee';
import { wpPage } from './raw/page';
import { wpSalon, wpSalonCategory } from './raw/salon';
import { wpService, wpServiceCategory } from './raw/service';
import { wpVacancy } from './raw/vacancy';
import { specCatalogue, specPageSlugs } from './fixtures/spec-catalogue';
import { cyrillicShare } from '@/lib/testing/cyrillic-share';
import { isData } from './translations';

const root = path.resolve(__dirname, '../..');

function load<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8'));
  expect(Array.isArray(raw), `${file} is an array`).toBe(true);
  return (raw as unknown[]).map((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      throw new Error(`${file}[${index}] does not parse: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    }
    return parsed.data;
  });
}

const categories = load('services_categories.json', wpServiceCategory);
const services = load('services.json', wpService);
const salons = load('salons.json', wpSalon);
const salonCategories = load('salons_categories.json', wpSalonCategory);
const employees = load('employees.json', wpEmployee);
const employeeCategories = load('employees_categories.json', wpEmployeeCategory);
const skills = load('skills.json', wpSkill);
const skillCategories = load('skills_categories.json', wpSkillCategory);
const articles = load('articles.json', wpArticle);
const articleCategories = load('articles_categories.json', wpArticleCategory);
const vacancies = load('vacancies.json', wpVacancy);
const pages = load('pages.json', wpPage);

function uniqueIds(items: { id: number }[], label: string) {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size, `${label} ids are unique`).toBe(ids.length);
}

function imageUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/images/')) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => imageUrls(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => imageUrls(item, found));
  return found;
}

describe('bundled dataset', () => {
  it('has unique ids in every collection', () => {
    uniqueIds(categories, 'services_categories');
    uniqueIds(services, 'services');
    uniqueIds(salons, 'salons');
    uniqueIds(salonCategories, 'salons_categories');
    uniqueIds(employees, 'employees');
    uniqueIds(skills, 'skills');
    uniqueIds(articles, 'articles');
    uniqueIds(vacancies, 'vacancies');
    uniqueIds(pages, 'pages');
  });

  it('holds every category and service of the spec catalogue under its parent chain', () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    const child = (parent: number, slug: string) => categories.find((c) => c.parent === parent && c.slug === slug);
    const tops = { female: 3, male: 4 } as const;
    for (const [top, directions] of Object.entries(specCatalogue) as [
      keyof typeof tops,
      typeof specCatalogue.female,
    ][]) {
      expect(byId.get(tops[top])?.slug).toBe(top);
      for (const direction of directions) {
        const dir = child(tops[top], direction.slug);
        expect(dir, `${top}/${direction.slug}`).toBeDefined();
        const servicesUnder = (categoryId: number) =>
          services.filter((s) => s.services_categories.includes(categoryId)).map((s) => s.slug);
        if (direction.services) {
          const own = services.filter(
            (s) =>
              s.services_categories.includes(dir!.id) &&
              s.services_categories.every((id) => byId.get(id)?.parent === 0 || id === dir!.id),
          );
          for (const slug of direction.services) {
            expect(
              own.map((s) => s.slug),
              `${top}/${direction.slug}/${slug}`,
            ).toContain(slug);
          }
          expect(own.length, `${top}/${direction.slug} has services`).toBeGreaterThan(0);
        }
        for (const [categorySlug, slugs] of Object.entries(direction.categories ?? {})) {
          const category = child(dir!.id, categorySlug);
          expect(category, `${top}/${direction.slug}/${categorySlug}`).toBeDefined();
          const under = servicesUnder(category!.id);
          for (const slug of slugs) expect(under, `${top}/${direction.slug}/${categorySlug}/${slug}`).toContain(slug);
          expect(under.length, `${top}/${direction.slug}/${categorySlug} has services`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives every service its whole parent chain, a duration, prices and an image', () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    const salonIds = new Set(salons.map((s) => s.id));
    for (const service of services) {
      const chain = service.services_categories.map((id) => byId.get(id));
      expect(chain.every(Boolean), `${service.slug} categories exist`).toBe(true);
      for (const category of chain) {
        if (category!.parent !== 0)
          expect(service.services_categories, `${service.slug} chain`).toContain(category!.parent);
      }
      expect(service.acf.duration, `${service.slug} duration`).toBeGreaterThan(0);
      expect(service.acf.salons_prices?.length, `${service.slug} prices`).toBeGreaterThan(0);
      for (const price of service.acf.salons_prices ?? []) expect(salonIds.has(price.salon)).toBe(true);
      expect(service.acf.preview_image, `${service.slug} image`).not.toBeNull();
      expect(service.acf.seo_text?.length ?? 0, `${service.slug} seo text`).toBeGreaterThan(120);
      for (const id of service.acf.additional_services?.list ?? []) {
        expect(
          services.some((s) => s.id === id),
          `${service.slug} additional ${id}`,
        ).toBe(true);
      }
    }
  });

  it('has the Chelsea branch offering services, and the london salon category', () => {
    const chelsea = salons.find((s) => s.slug === 'backstage-chelsea');
    expect(chelsea).toBeDefined();
    const serviceIds = new Set(services.map((s) => s.id));
    expect(chelsea!.available_services.length).toBeGreaterThan(50);
    expect(chelsea!.available_services.every((id) => serviceIds.has(id))).toBe(true);
    expect(salonCategories.some((c) => c.slug === 'london')).toBe(true);
  });

  it('has masters, skills, articles and vacancies that refer to each other correctly', () => {
    expect(employees.length).toBeGreaterThanOrEqual(12);
    const skillIds = new Set(skills.map((s) => s.id));
    const skillCategoryIds = new Set(skillCategories.map((c) => c.id));
    const employeeCategoryIds = new Set(employeeCategories.map((c) => c.id));
    for (const skill of skills) expect(skill.skills_categories.every((id) => skillCategoryIds.has(id))).toBe(true);
    for (const employee of employees) {
      expect(employee.acf.photo, `${employee.slug} photo`).not.toBeNull();
      expect(
        (employee.acf.skills ?? []).every((id) => skillIds.has(id)),
        `${employee.slug} skills`,
      ).toBe(true);
      if (employee.acf.work_category !== null) expect(employeeCategoryIds.has(employee.acf.work_category)).toBe(true);
    }
    const ratings = employees.map((e) => e.rating ?? null);
    expect(ratings.some((r) => r === null || r === 0)).toBe(true);
    expect(ratings.some((r) => r !== null && !Number.isInteger(r))).toBe(true);

    expect(articles.length).toBeGreaterThanOrEqual(8);
    const articleCategoryById = new Map(articleCategories.map((c) => [c.id, c]));
    expect(new Set(articles.map((a) => a.category_slug)).size).toBeGreaterThanOrEqual(3);
    for (const article of articles) {
      const own = article.articles_categories.map((id) => articleCategoryById.get(id));
      expect(
        own.some((c) => c?.slug === article.category_slug),
        `${article.slug} category`,
      ).toBe(true);
    }
    expect(vacancies.length).toBe(4);
  });

  it('has every page the spec fetches by slug, the contacts fields and the not-found content', () => {
    const slugs = pages.map((p) => p.slug);
    for (const slug of specPageSlugs) expect(slugs, slug).toContain(slug);
    const contacts = pages.find((p) => p.slug === 'contacts')!;
    expect(contacts.acf.work_time?.en).toBe('Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM');
    expect(contacts.acf.contacts?.length).toBeGreaterThan(0);
    expect(contacts.acf.socials?.length).toBeGreaterThan(0);
    const notFound = pages.find((p) => p.slug === 'not-found')!;
    expect(notFound.acf.image).not.toBeNull();
    expect(notFound.acf.description).toBeTruthy();
  });

  it('points only at images that exist in public/', () => {
    const all = [categories, services, salons, employees, articles, vacancies, pages].flatMap((c) => imageUrls(c));
    const missing = [...new Set(all)].filter((url) => !existsSync(path.join(root, 'public', url)));
    expect(missing).toEqual([]);
  });
});

describe('the bundled dataset in Ukrainian', () => {
  const collections = readdirSync(path.join(root, 'content')).filter((file) => file.endsWith('.json'));
  const read = (file: string): Record<string, unknown>[] => JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8'));

  /** The places of an item's words (not data), with the words: `title.rendered`, `acf.params.0.name`, ... */
  function wordsOf(value: unknown, at = ''): [string, string][] {
    if (typeof value === 'string') return value.trim() ? [[at, value]] : [];
    if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, `${at}.${index}`));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, item]) => (isData(key, item) ? [] : wordsOf(item, at ? `${at}.${key}` : key)));
    return [];
  }

  const letters = (text: string, pattern: RegExp) => (text.replace(/<[^>]*>|&[#a-z0-9]+;/gi, ' ').match(pattern) ?? []).length;

  it.each(collections)('translates every item of %s, word for word place', (file) => {
    const translations = new Map(read(`uk/${file}`).map((item) => [item.translation_of, item]));
    const problems: string[] = [];
    for (const original of read(file)) {
      const translation = translations.get(original.id);
      if (!translation) {
        problems.push(`${original.id}: no translation`);
        continue;
      }
      expect(translation).toMatchObject({ lang: 'uk' });
      const translated = new Map(wordsOf(translation));
      for (const [place, words] of wordsOf(original)) {
        const ukrainian = translated.get(place);
        // Words that are brand names only (Air Touch, Backstage Chelsea) may stay as they are.
        if (!ukrainian) problems.push(`${original.id} ${place}: missing`);
        else if (ukrainian === words && letters(words, /[a-z]/gi) > 24) problems.push(`${original.id} ${place}: still English`);
      }
      for (const [place] of translated) if (!wordsOf(original).some(([known]) => known === place)) problems.push(`${original.id} ${place}: no such place in the original`);
    }
    expect(problems).toEqual([]);
  });

  it('is written in Cyrillic but for brand names: at least 90% of the letters of each collection', () => {
    for (const file of collections) {
      const text = read(`uk/${file}`).flatMap((item) => wordsOf(item).map(([, words]) => words));
      expect(cyrillicShare(text.join(' ')), file).toBeGreaterThan(0.9);
    }
  });
});
