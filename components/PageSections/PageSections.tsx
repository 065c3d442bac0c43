import { ContentImage } from '@/components/ContentImage/ContentImage';
import { BookButton } from '@/components/BookButton/BookButton';
import { ButtonLink, buttonClassName } from '@/components/ButtonLink/ButtonLink';
import type { PageSection } from '@/lib/content/types';
import styles from './PageSections.module.scss';

type Props = {
  sections: PageSection[];
  /** The language of the sections' words: their page's (`page.lang`). */
  lang?: string;
};

/** A page's editorial sections from the CMS, alternating image and text; a `#booking` link is a Book control. */
export function PageSections({ sections, lang }: Props) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.features}>
      {sections.map((section, index) => (
          <section key={`${section.title}-${index}`} className={styles.feature} data-reverse={index % 2 === 1}>
            {section.image ? (
              <div className={styles.featureMedia}>
                <ContentImage lang={lang} src={section.image.src} alt={section.image.alt} fill quality={85} sizes="(max-width: 760px) 100vw, 50vw" />
              </div>
            ) : null}
            <div className={styles.featureText} lang={lang}>
              <h2>{section.title}</h2>
              {section.text ? <div className="rich-text" dangerouslySetInnerHTML={section.text} /> : null}
              {section.link?.href === '#booking' ? (
                <BookButton className={buttonClassName('secondary')}>{section.link.label}</BookButton>
              ) : section.link ? (
                <ButtonLink href={section.link.href} variant="secondary">
                  {section.link.label}
                </ButtonLink>
              ) : null}
            </div>
          </section>
      ))}
    </div>
  );
}
