import styles from './Logo.module.scss';

const tag = 'Chelsea';

/** The words the logo shows; a link around it names itself with them (WCAG 2.5.3, label in name). */
export const logoText = (brand: string) => `${brand} ${tag}`;

/** The brand name, in Latin letters (English) on every page. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className={styles.logo} lang="en">
      {/* The space is not drawn (flex layout) but keeps the two words apart for assistive technology. */}
      <span className={styles.word}>{brand}</span>{' '}
      <span className={styles.tag}>{tag}</span>
    </span>
  );
}
