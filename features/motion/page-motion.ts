import { animate, inView, scroll } from 'framer-motion/dom';

/** Sections take this long to fade and rise in. */
export const revealSeconds = 1;
/** How far (px) a section rises as it fades in, and how far a hero image drifts as it scrolls away. */
const riseBy = 40;
const driftBy = 80;

/**
 * The sections that fade and rise in: the outermost sections of the main content that the
 * visitor has not seen yet (below the fold). What is already on screen is left alone, so
 * nothing visible ever disappears.
 */
export function sectionsToReveal(main: Element, viewportHeight: number): HTMLElement[] {
  return [...main.querySelectorAll<HTMLElement>('section')].filter(
    (section) => !section.parentElement?.closest('main section') && section.getBoundingClientRect().top >= viewportHeight,
  );
}

/**
 * Starts the page's motion: sections fade and rise in once as they come into view, and
 * hero images (`data-parallax`) drift slightly as the page scrolls. It only ever runs in
 * the browser, after the page has been shown, so the server's HTML stays fully visible.
 * Returns a function that stops it and puts every element back as it was.
 */
export function startPageMotion(): () => void {
  const stops: (() => void)[] = [];
  const touched: HTMLElement[] = [];
  const main = document.querySelector('main');

  for (const section of main ? sectionsToReveal(main, window.innerHeight) : []) {
    touched.push(section);
    section.style.opacity = '0';
    section.style.transform = `translateY(${riseBy}px)`;
    const stopWatching = inView(
      section,
      () => {
        stopWatching();
        const animation = animate(section, { opacity: 1, y: 0 }, { duration: revealSeconds, ease: 'easeOut' });
        stops.push(() => animation.stop());
      },
      { amount: 0.15 },
    );
    stops.push(stopWatching);
  }

  for (const image of document.querySelectorAll<HTMLElement>('[data-parallax]')) {
    touched.push(image);
    const drift = animate(image, { y: [0, driftBy] }, { ease: 'linear' });
    stops.push(scroll(drift, { target: image.closest('section') ?? image, offset: ['start start', 'end start'] }), () => drift.stop());
  }

  return () => {
    for (const stop of stops) stop();
    for (const element of touched) {
      element.style.removeProperty('opacity');
      element.style.removeProperty('transform');
    }
  };
}
