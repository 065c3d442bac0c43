import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpEmployee, WpSkill } from '../raw/employee';
import type { Master, Skill } from '../types';
import { toImage } from './image';
import { plainText, safeHtml } from './text';

export function toSkill(raw: WpSkill, lang: ContentLanguage = originalLanguage): Skill {
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    title: plainText(raw.title.rendered),
    categoryIds: raw.skills_categories,
    order: raw.menu_order ?? 0,
  };
}

export function toMaster(raw: WpEmployee, lang: ContentLanguage = originalLanguage): Master {
  const name = plainText(raw.title.rendered);
  const rating = raw.rating ?? null;
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    name,
    order: raw.menu_order ?? 0,
    crmId: raw.id_crm === null || raw.id_crm === undefined ? null : String(raw.id_crm),
    rating: rating === null ? null : Math.min(Math.max(rating, 0), 5),
    photo: toImage(raw.acf.photo, name),
    skillIds: raw.acf.skills ?? [],
    workCategoryId: raw.acf.work_category,
    position: raw.acf.position ? plainText(raw.acf.position) : null,
    bio: safeHtml(raw.acf.description),
    experienceYears: raw.acf.experience_years,
    salonIds: raw.acf.salons ?? [],
    isPublic: raw.acf.public,
    isArchived: raw.acf.archive,
  };
}
