import { ContentImage } from '@/components/ContentImage/ContentImage';
import { StarRating } from '@/components/StarRating/StarRating';
import { FavouriteToggle } from '@/components/FavouriteToggle/FavouriteToggle';
import type { Master, Skill } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { masterPath } from '@/lib/masters/master-paths';
import styles from './EmployeeCard.module.scss';

export const MAX_CARD_SKILLS = 3;

export type EmployeeCardProps = {
  master: Pick<Master, 'slug' | 'name' | 'position' | 'photo' | 'rating'> & Partial<Pick<Master, 'crmId' | 'lang'>>;
  /** The master's skills (titles, or titles with their language) in skill order; the card shows the first three. */
  skills: (string | Pick<Skill, 'title' | 'lang'>)[];
  /** The rating as a screen reader hears it, e.g. "Rated 4.8 out of 5 from 5 reviews", or "Not rated yet" (then shown). */
  ratingLabel: string;
  /** The figure shown beside the stars, e.g. "4.8 · 5 reviews". */
  ratingCaption?: string;
  headingLevel?: 2 | 3;
  /** For cards in the first visible row; the rest load lazily. */
  eager?: boolean;
};

/**
 * A master's card: portrait, name, position, up to three skills and the star rating, the
 * whole card one link; a signed-in client also sees a favourite heart on it (beside the link, not inside).
 */
export function EmployeeCard({
  master,
  skills,
  ratingLabel,
  ratingCaption,
  headingLevel = 3,
  eager = false,
}: EmployeeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = skills.slice(0, MAX_CARD_SKILLS).map((skill) => (typeof skill === 'string' ? { title: skill, lang: undefined } : skill));
  return (
    <div className={styles.frame}>
      <Link href={masterPath(master)} className={styles.card}>
        <div className={styles.photo}>
          {master.photo ? (
            // Decorative here: the name below already names the link.
            <ContentImage
              src={master.photo.src}
              alt=""
              fill
              quality={85}
              loading={eager ? 'eager' : 'lazy'}
              sizes="(max-width: 760px) 50vw, (max-width: 1200px) 33vw, 300px"
            />
          ) : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.name} lang={master.lang}>
            {master.name}
          </Heading>
          {master.position ? (
            <p className={styles.position} lang={master.lang}>
              {master.position}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul className={styles.skills}>
              {shown.map((skill) => (
                <li key={skill.title} lang={skill.lang}>
                  {skill.title}
                </li>
              ))}
            </ul>
          ) : null}
          <StarRating rating={master.rating} label={ratingLabel} caption={ratingCaption} className={styles.rating} />
        </div>
      </Link>
      {master.crmId ? (
        <FavouriteToggle kind="employees" ids={[master.crmId]} name={master.name} className={styles.favourite} />
      ) : null}
    </div>
  );
}
