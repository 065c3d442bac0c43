import styles from './Logo.module.scss';
import { contentLanguage } from '@/lib/content/content-language';

export function Logo({ brand }: { brand: string }) {
  return (
    <span className={styles.logo} lang={contentLanguage}>
      <span className={styles.word}>{brand}</span>
      <span className={styles.tag}>Chelsea</span>
    </span>
  );
}
