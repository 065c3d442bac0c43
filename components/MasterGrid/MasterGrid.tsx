import { EmployeeCard, type EmployeeCardProps } from '@/components/EmployeeCard/EmployeeCard';
import styles from './MasterGrid.module.scss';

export type MasterGridItem = Pick<EmployeeCardProps, 'master' | 'skills' | 'ratingLabel' | 'ratingCaption'>;

type Props = {
  items: MasterGridItem[];
  headingLevel?: 2 | 3;
  /** How many cards load their photo at once (those above the fold); the rest lazily. */
  eagerCount?: number;
};

/** Masters' cards in four columns on desktop, three on tablets and two on phones. */
export function MasterGrid({ items, headingLevel, eagerCount = 0 }: Props) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.master.slug} className={styles.item}>
          <EmployeeCard {...item} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
