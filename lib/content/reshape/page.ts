import { parseOpeningHours } from '@/lib/contacts/opening-hours';
import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpPage } from '../raw/page';
import type { Contacts, LinkButton, Page } from '../types';
import { toImage } from './image';
import { plainText, safeHtml } from './text';

const toButton = (raw: { label: string; link: string }, lang: ContentLanguage): LinkButton => ({
  label: plainText(raw.label),
  href: raw.link,
  lang,
});

export function toPage(raw: WpPage, lang: ContentLanguage = originalLanguage): Page {
  const title = plainText(raw.title.rendered);
  const { hero } = raw.acf;
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    title,
    body: safeHtml(raw.content.rendered),
    summary: plainText(raw.excerpt?.rendered ?? ''),
    hero: hero
      ? {
          title: plainText(hero.title),
          text: hero.text ? plainText(hero.text) : null,
          image: toImage(hero.image, plainText(hero.title)),
          buttons: (hero.buttons ?? []).map((button) => toButton(button, lang)),
        }
      : null,
    sections: (raw.acf.sections ?? []).map((section) => ({
      title: plainText(section.title),
      text: safeHtml(section.text),
      image: toImage(section.image, plainText(section.title)),
      link: section.link ? toButton(section.link, lang) : null,
    })),
    seo: { title: raw.acf.seo_title, description: raw.acf.seo_description },
    modified: raw.modified ?? null,
    image: toImage(raw.acf.image, title),
    description: raw.acf.description ? plainText(raw.acf.description) : null,
  };
}

export type ContactDefaults = { phone: string; address: string; year: number; workTime: string };

/** The contacts page's fields, each falling back to the configured defaults. */
export function toContacts(raw: WpPage | null, defaults: ContactDefaults, lang: ContentLanguage = originalLanguage): Contacts {
  const acf = raw?.acf;
  const phones = (acf?.contacts ?? [])
    .filter((c) => !c.type || c.type === 'phone')
    .map((c) => c.item.trim())
    .filter(Boolean);
  const year = Number(acf?.year);
  return {
    lang,
    phones: phones.length > 0 ? phones : [defaults.phone],
    address: acf?.address ? plainText(acf.address) : defaults.address,
    email: acf?.email ?? null,
    mapUrl: acf?.map_link ?? null,
    directions: (acf?.directions ?? [])
      .map((stop) => ({ place: plainText(stop.place), how: plainText(stop.how) }))
      .filter((stop) => stop.place !== ''),
    workTime: parseOpeningHours(acf?.work_time?.en ?? '').length > 0 ? parseOpeningHours(acf!.work_time!.en) : parseOpeningHours(defaults.workTime),
    socials: (acf?.socials ?? []).map((s) => ({ name: plainText(s.name), url: s.link })),
    year: Number.isInteger(year) && year > 2000 ? year : defaults.year,
  };
}
