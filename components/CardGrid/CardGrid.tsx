import type { Key, ReactNode } from 'react';
import styles from './CardGrid.module.scss';

/** The place of a card in the three-column grid (its index modulo 3). */
export function cardColumn(index: number): number {
  return index % 3;
}

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => Key;
  children: (item: T, index: number) => ReactNode;
};

/** The three-column card grid (two on tablets, one on phones) that every card list uses. */
export function CardGrid<T>({ items, itemKey, children }: Props<T>) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={styles.item} data-column={cardColumn(index)}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
