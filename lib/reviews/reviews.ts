/** The reviews a page shows: feedbacks about its masters, newest first, each naming its master. */
import type { Feedback } from '@/lib/booking/types';
import type { ContentLanguage } from '@/lib/content/content-language';
import type { Master } from '@/lib/content/types';
import { feedbacksAbout } from './rating-summary';

/** The salon's time zone, which review dates are written in. */
export const reviewTimeZone = 'Europe/London';

export type Review = {
  id: string;
  firstName: string | null;
  /** An instant (ISO). */
  date: string;
  rating: number;
  text: string | null;
  /** The language the text is written in, when known. */
  language: ContentLanguage | null;
  master: Pick<Master, 'slug' | 'name' | 'lang'>;
};

/** The feedbacks about any of `masters`, newest first; feedbacks about no master of theirs are left out. */
export function reviewsOf(masters: readonly Master[], feedbacks: readonly Feedback[]): Review[] {
  return masters
    .flatMap((master) =>
      feedbacksAbout(master, feedbacks).map((feedback) => ({
        id: feedback.id,
        firstName: feedback.firstName,
        date: feedback.date,
        rating: feedback.rating,
        text: feedback.text,
        language: feedback.language,
        master: { slug: master.slug, name: master.name, lang: master.lang },
      })),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
