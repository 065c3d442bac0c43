import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { Hero } from '@/components/Hero/Hero';
import { PageSections } from '@/components/PageSections/PageSections';
import type { Page } from '@/lib/content/types';
import styles from './ContentPage.module.scss';

/** A page edited in the CMS: its hero, its body, its sections, and whatever the route adds. */
export async function ContentPageView({ page, path, children }: { page: Page; path: string; bookingUrl: string; children?: ReactNode }) {
  const t = await getTranslations('Pages');
  return (
    <>
      <Hero
        title={page.hero?.title ?? page.title}
        text={page.hero?.text}
        titleLang={page.lang}
        textLang={page.lang}
        image={page.hero?.image}
        buttons={page.hero?.buttons}
      />
      <Breadcrumbs
        label={t('breadcrumbs')}
        crumbs={[
          { label: t('home'), href: '/' },
          { label: page.title, href: path, lang: page.lang },
        ]}
      />
      <div className={styles.page}>
        {page.body ? <div className={`rich-text ${styles.body}`} lang={page.lang} dangerouslySetInnerHTML={page.body} /> : null}
        {children}
      </div>
      <PageSections sections={page.sections} lang={page.lang} />
    </>
  );
}
