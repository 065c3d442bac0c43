import { ContentImage } from '@/components/ContentImage/ContentImage';
import type { ReactNode } from 'react';
import { BookButton } from '@/components/BookButton/BookButton';
import { ButtonLink, buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { CallbackButton } from '@/components/CallbackButton/CallbackButton';
import type { BookingChoice } from '@/stores/booking-store';
import type { Image as ImageData, LinkButton } from '@/lib/content/types';
import styles from './Hero.module.scss';

type Props = {
  title: ReactNode;
  text?: string | null;
  image?: ImageData | null;
  buttons?: LinkButton[];
  /** A `#booking` button is a Book control (on `bookingChoice`): the booking page until live, then the panel. A `#callback` button opens the callback panel. */
  bookingChoice?: BookingChoice;
  /** Salon details shown under the text (address, hours). */
  salonInfo?: ReactNode;
  eyebrow?: ReactNode;
  /** The language of the title and of the text when it is not the interface's (the content feed's). */
  titleLang?: string;
  textLang?: string;
  /** The language of the image's alt text: its item's; the title's unless given. */
  imageLang?: string;
  /** `short` for pages whose content is the point (a category's list): at most 40 % of a phone's screen. */
  size?: 'tall' | 'short';
};

/**
 * The page-top banner: background image (the 2048 rendition, else the original), title,
 * text, salon information and buttons. Marks the page so the header sits light over it.
 */
export function Hero({ title, text, image, buttons = [], bookingChoice, salonInfo, eyebrow, titleLang, textLang, imageLang = titleLang, size = 'tall' }: Props) {
  return (
    <section className={styles.hero} data-has-image={Boolean(image)} data-size={size}>
      {image ? (
        <>
          <span data-header-tone="light" hidden />
          <ContentImage
            className={styles.image}
            src={image.heroSrc}
            alt={image.alt}
            fill
            preload
            quality={85}
            sizes="100vw"
            data-parallax=""
            lang={imageLang}
          />
        </>
      ) : null}
      <div className={styles.inner}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {text ? (
          <p className={styles.text} lang={textLang}>
            {text}
          </p>
        ) : null}
        {salonInfo ? <div className={styles.salonInfo}>{salonInfo}</div> : null}
        {buttons.length > 0 ? (
          <div className={styles.buttons}>
            {buttons.map((button, index) => {
              const booking = button.href === '#booking';
              const variant = index === 0 ? (image ? 'light' : 'primary') : 'secondary';
              const className = [buttonClassName(variant), index > 0 && image ? styles.onImage : ''].filter(Boolean).join(' ');
              if (button.href === '#callback') {
                return <CallbackButton key={`${button.href}-${index}`} label={button.label} lang={button.lang} className={className} />;
              }
              if (booking) {
                return (
                  <BookButton key={`${button.href}-${index}`} choice={bookingChoice} className={className}>
                    <span lang={button.lang}>{button.label}</span>
                  </BookButton>
                );
              }
              return (
                <ButtonLink
                  key={`${button.href}-${index}`}
                  href={button.href}
                  variant={variant}
                  className={index > 0 && image ? styles.onImage : undefined}
                >
                  <span lang={button.lang}>{button.label}</span>
                </ButtonLink>
              );
            })}
          </div>
        ) : null}
      </div>
    </section>
  );
}
