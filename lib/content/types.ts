import type { OpeningHours } from '@/lib/contacts/opening-hours';
import type { ContentLanguage } from './content-language';

/** The domain types the rest of the site works with. No WordPress shape leaks past here. */

export type Image = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The large rendition for heroes (the 2048x2048 size, else the original). */
  heroSrc: string;
};

/** Sanitised HTML from the CMS, safe to render. */
export type SafeHtml = { readonly __html: string };

export type PriceVariant = { id: string; name: string; from: number; to: number | null };

export type SalonPrice = {
  salonId: number;
  from: number | null;
  to: number | null;
  variants: PriceVariant[];
};

export type PriceSummary = {
  /** The lowest price the service can cost, in pounds. */
  min: number;
  /** The highest price, when the service can cost more than `min`. */
  max: number | null;
  /** Shown as "from": more than one price, or a service with params. */
  isFrom: boolean;
};

export type Service = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  title: string;
  name: string;
  order: number;
  /** The chain of category ids the feed lists (top, direction, category). */
  categoryIds: number[];
  durationMinutes: number | null;
  price: PriceSummary | null;
  salonPrices: SalonPrice[];
  hasParams: boolean;
  description: SafeHtml | null;
  seoText: SafeHtml | null;
  image: Image | null;
  additionalServiceIds: number[];
};

export type CategoryLevel = 'top' | 'direction' | 'category';

export type ServiceCategory = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  order: number;
  image: Image | null;
  seoText: SafeHtml | null;
};

export type SalonCategory = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  order: number;
  externalUrl: string | null;
};

export type Salon = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  title: string;
  order: number;
  categoryIds: number[];
  serviceIds: number[];
  serviceCategoryIds: number[];
  address: string;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  /** Opening hours, read from however the editor wrote them; none when they could not be read. */
  workTime: OpeningHours[];
  description: SafeHtml | null;
  image: Image | null;
  mapUrl: string | null;
  geo: { latitude: number; longitude: number } | null;
};

export type SalonFinderEntry = { salonId: number; slug: string; title: string; serviceIds: number[] };

export type Term = { lang: ContentLanguage; id: number; slug: string; name: string; parentId: number | null; order: number };

export type Skill = { lang: ContentLanguage; id: number; slug: string; title: string; categoryIds: number[]; order: number };

export type Master = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  name: string;
  order: number;
  crmId: string | null;
  /** 0-5, or null when not yet rated. */
  rating: number | null;
  photo: Image | null;
  skillIds: number[];
  workCategoryId: number | null;
  position: string | null;
  bio: SafeHtml | null;
  experienceYears: number | null;
  salonIds: number[];
  isPublic: boolean;
  isArchived: boolean;
};

export type Article = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  /** As the feed sends it, e.g. `2026-09-14T10:00:00` or `2026-06-02 08:30:00`. */
  date: string;
  modified: string | null;
  categorySlug: string;
  categoryIds: number[];
  title: string;
  /** The display title's lines, each the texts of its items. */
  titleLines: string[][];
  excerpt: string;
  body: SafeHtml;
  image: Image | null;
  author: string | null;
  readingMinutes: number | null;
};

export type Vacancy = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  date: string;
  order: number;
  title: string;
  summary: string;
  body: SafeHtml;
  salary: string | null;
  salaryRange: { min: number; max: number } | null;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | null;
  location: string | null;
  image: Image | null;
  applyEmail: string | null;
};

/** A button's label and target; `lang` when the label is in the content feed's language. */
export type LinkButton = { label: string; href: string; lang?: string };

export type PageSection = { title: string; text: SafeHtml | null; image: Image | null; link: LinkButton | null };

export type Page = {
  /** The language of the item\'s words: the page\'s, or the original\'s where it has no translation. */
  lang: ContentLanguage;
  id: number;
  slug: string;
  title: string;
  body: SafeHtml | null;
  summary: string;
  hero: { title: string; text: string | null; image: Image | null; buttons: LinkButton[] } | null;
  sections: PageSection[];
  seo: { title: string | null; description: string | null };
  /** When the page was last edited, as the feed writes it; null when it does not say. */
  modified: string | null;
  /** The not-found page's picture and text. */
  image: Image | null;
  description: string | null;
};

export type Social = { name: string; url: string };

export type Contacts = {
  /** The language of the address: the page's, or English where the contacts page has no translation. */
  lang: ContentLanguage;
  phones: string[];
  address: string;
  email: string | null;
  mapUrl: string | null;
  /** The nearest stations and stops: each place, with its lines and the walk from it. */
  directions: { place: string; how: string }[];
  workTime: OpeningHours[];
  socials: Social[];
  year: number;
};
