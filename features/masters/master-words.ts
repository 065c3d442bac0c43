import { getTranslations } from 'next-intl/server';
import type { MasterGridItem } from '@/components/MasterGrid/MasterGrid';
import type { Master, Skill } from '@/lib/content/types';
import { skillsOf } from '@/lib/masters/master-view';
import { isRated } from '@/lib/masters/star-rating';

/** The rating as a screen reader hears it, in the request's language. */
export async function getRatingLabel() {
  const t = await getTranslations('Rating');
  return (rating: number | null) =>
    isRated(rating) ? t('rated', { rating: Math.round(rating * 100) / 100 }) : t('notRated');
}

/** Cards for the master grid: each master with their skill titles (in skill order) and rating label. */
export async function getMasterCardItems(masters: Master[], skills: Skill[]): Promise<MasterGridItem[]> {
  const ratingLabel = await getRatingLabel();
  return masters.map((master) => ({
    master,
    skills: skillsOf(master, skills).map((skill) => ({ title: skill.title, lang: skill.lang })),
    ratingLabel: ratingLabel(master.rating),
  }));
}
