import styles from './Logo.module.scss';

export function Logo({ brand }: { brand: string }) {
  return (
    <span className={styles.logo}>
      <span className={styles.word}>{brand}</span>
      <span className={styles.tag}>Chelsea</span>
    </span>
  );
}
