/** What the masters pages show of a master: who is listed, their skills and the bio's gist. */
import { decodeHTML } from 'entities';
import type { ContentLanguage } from '@/lib/content/content-language';
import type { Master, SafeHtml, Skill, Term } from '@/lib/content/types';
import { isShownMaster } from './shown-masters';

export type SkillGroup = { category: Term; skills: Skill[] };

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** The masters the site lists (public, not archived), in the feed's order. */
export function shownMasters(masters: readonly Master[]): Master[] {
  return masters.filter(isShownMaster);
}

/** The master's skills in skill order; ids with no known skill are dropped. */
export function skillsOf(master: Pick<Master, 'skillIds'>, skills: readonly Skill[]): Skill[] {
  const ids = new Set(master.skillIds);
  return byOrder(skills.filter((skill) => ids.has(skill.id)));
}

/**
 * The master's skills under their skill categories, in category order, without empty
 * groups. A skill sits under its first known category; skills with none come last, in a
 * group named `otherLabel`, interface text in the page's language `otherLang`.
 */
export function groupSkillsByCategory(
  master: Pick<Master, 'skillIds'>,
  skills: readonly Skill[],
  categories: readonly Term[],
  otherLabel: string,
  otherLang: ContentLanguage,
): SkillGroup[] {
  const known = new Map(categories.map((category) => [category.id, category]));
  const groups = new Map<number, Skill[]>();
  const other: Skill[] = [];
  for (const skill of skillsOf(master, skills)) {
    const categoryId = skill.categoryIds.find((id) => known.has(id));
    if (categoryId === undefined) other.push(skill);
    else groups.set(categoryId, [...(groups.get(categoryId) ?? []), skill]);
  }
  const grouped = byOrder(categories)
    .filter((category) => groups.has(category.id))
    .map((category) => ({ category, skills: groups.get(category.id) ?? [] }));
  if (other.length === 0) return grouped;
  return [
    ...grouped,
    {
      category: {
        lang: otherLang,
        id: 0,
        slug: 'other',
        name: otherLabel,
        parentId: null,
        order: Number.MAX_SAFE_INTEGER,
      },
      skills: other,
    },
  ];
}

/** The bio's first sentence as plain text (for the meta description), or null without a bio. */
export function bioFirstSentence(bio: SafeHtml | null, maxLength = 200): string | null {
  if (!bio) return null;
  const text = decodeHTML(bio.__html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= maxLength) return sentence;
  const cut = sentence.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:]+$/, '')}…`;
}
