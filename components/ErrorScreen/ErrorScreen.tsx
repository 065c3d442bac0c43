import { ContentImage } from '@/components/ContentImage/ContentImage';
import type { ReactNode } from 'react';
import type { Image as ImageData } from '@/lib/content/types';
import styles from './ErrorScreen.module.scss';

type Props = {
  code: number;
  title: string;
  message?: string | null;
  description?: string | null;
  image?: ImageData | null;
  /** The way out: a button home, and optionally a retry. */
  actions: ReactNode;
};

/** The error and not-found page body: status code, message, description, picture, a way home. */
export function ErrorScreen({ code, title, message, description, image, actions }: Props) {
  return (
    <section className={styles.screen}>
      <div className={styles.text}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>
          <span className="visually-hidden">{code}: </span>
          {title}
        </h1>
        {message ? <p className={styles.message}>{message}</p> : null}
        {description ? <p>{description}</p> : null}
        <div className={styles.actions}>{actions}</div>
      </div>
      {image ? (
        <div className={styles.picture}>
          <ContentImage src={image.src} alt={image.alt} width={image.width} height={image.height} quality={85} sizes="(max-width: 760px) 100vw, 50vw" />
        </div>
      ) : null}
    </section>
  );
}
