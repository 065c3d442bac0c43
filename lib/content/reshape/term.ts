import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpTerm } from '../raw/common';
import type { Term } from '../types';
import { plainText } from './text';

/** A WordPress taxonomy term's own fields; category reshapes add theirs to it. */
export function toTerm(raw: WpTerm, lang: ContentLanguage = originalLanguage): Term {
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    name: plainText(raw.name),
    parentId: raw.parent === 0 ? null : raw.parent,
    order: raw.menu_order ?? 0,
  };
}
