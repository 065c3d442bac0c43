import { getTranslations } from 'next-intl/server';
import { CardList } from '@/components/CardList/CardList';
import { categoryPath, servicesUnder, type CategoryNode } from '@/lib/catalogue/category-tree';
import { Link } from '@/lib/i18n/navigation';
import styles from './Home.module.scss';

/** The way into the catalogue: each top level with its directions as cards. */
export async function ServiceDirections({ tops }: { tops: CategoryNode[] }) {
  const t = await getTranslations('Home');
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <div className={styles.container}>
        <h2 id="home-services">{t('servicesHeading')}</h2>
        <p className={styles.lead}>{t('servicesIntro')}</p>
        {tops.map((top) => (
          <div key={top.category.id} className={styles.group}>
            <h3 className={styles.groupTitle} lang={top.category.lang}>
              <Link href={categoryPath(top)}>{top.category.name}</Link>
            </h3>
            <CardList
              eagerCount={0}
              items={top.children.map((direction) => ({
                key: direction.category.id,
                href: categoryPath(direction),
                title: direction.category.name,
                lang: direction.category.lang,
                image: direction.category.image,
                meta: <span>{t('serviceCount', { count: servicesUnder(direction).length })}</span>,
              }))}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
