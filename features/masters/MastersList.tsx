import { getTranslations } from 'next-intl/server';
import { MasterGrid, type MasterGridItem } from '@/components/MasterGrid/MasterGrid';
import styles from './MastersList.module.scss';

/** The team on the masters page: every shown master's card, or a note while there are none. */
export async function MastersList({ items }: { items: MasterGridItem[] }) {
  const t = await getTranslations('Masters');
  return (
    <section className={styles.list} aria-labelledby="masters-team">
      <h2 id="masters-team">{t('teamHeading')}</h2>
      {items.length > 0 ? <MasterGrid items={items} headingLevel={3} /> : <p>{t('empty')}</p>}
    </section>
  );
}
