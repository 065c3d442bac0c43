import type { MasterGridItem } from '@/components/MasterGrid/MasterGrid';
import type { Master, Skill } from '@/lib/content/types';
import { skillsOf } from '@/lib/masters/master-view';
import { loadFeedbacks } from '@/lib/reviews/load-feedbacks';
import { masterRating } from '@/lib/reviews/rating-summary';
import { getRatingWords } from './rating-words';

/**
 * Cards for the master grid: each master with their skill titles (in skill order) and their
 * rating as the site shows it (`masterRating`: the booking system's feedbacks' average and
 * count, else the content's), the same figure as on their page and in the booking panel.
 */
export async function getMasterCardItems(masters: Master[], skills: Skill[]): Promise<MasterGridItem[]> {
  const [words, feedbacks] = await Promise.all([getRatingWords(), loadFeedbacks()]);
  return masters.map((master) => {
    const rating = masterRating(master, feedbacks);
    const { label, caption } = words(rating);
    return {
      master: { ...master, rating: rating?.average ?? null },
      skills: skillsOf(master, skills).map((skill) => ({ title: skill.title, lang: skill.lang })),
      ratingLabel: label,
      ratingCaption: caption ?? undefined,
    };
  });
}
