import type { WpTerm } from '../raw/common';
import type { Term } from '../types';
import { plainText } from './text';

/** A WordPress taxonomy term's own fields; category reshapes add theirs to it. */
export function toTerm(raw: WpTerm): Term {
  return {
    id: raw.id,
    slug: raw.slug,
    name: plainText(raw.name),
    parentId: raw.parent === 0 ? null : raw.parent,
    order: raw.menu_order ?? 0,
  };
}
