import localFont from 'next/font/local';
import { fontStack } from './font-stack';

/**
 * Inter for text and Playfair Display for headings. The files are the @fontsource ones cut
 * down by scripts/subset-fonts.mjs (after `npm install`, before a build) to the weights the
 * styles use (Inter 400-700, Playfair Display at 500 alone) and the features they need, so
 * that the two Latin files every page preloads cost less than half as much. The Cyrillic files load only when Cyrillic text is on the page;
 * next/font needs each option written out literally, hence the repetition.
 */
export const sansLatin = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '400 700',
  display: 'swap',
});

export const sansCyrillic = localFont({
  src: './fonts/inter-cyrillic.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

export const serifLatin = localFont({
  src: './fonts/playfair-display-latin.woff2',
  weight: '500',
  display: 'swap',
});

export const serifCyrillic = localFont({
  src: './fonts/playfair-display-cyrillic.woff2',
  weight: '500',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

/**
 * The two families the styles use, `var(--font-sans)` and `var(--font-serif)`: each script's
 * face before any fallback (styles/font-stack.ts), as a rule for the document's head.
 *
 * After the metric-matched fallbacks only the generic family, never named system families
 * (`system-ui`, `-apple-system`, `'Segoe UI'`, `Georgia`): the browser looks up every family
 * in the list for every size and weight on the first screen before it can lay the page out,
 * and a name a device does not have is a miss it pays for each time. On this project's
 * phone profile those four names cost about half of the first layout (home 113 -> 53 ms of
 * layout at the machine's own speed), while the text they could draw is only ever seen for
 * the moment before the web fonts arrive, in the generic family's face on the same device.
 */
export const fontStackRules = `:root{--font-sans:${fontStack([sansLatin, sansCyrillic], ['sans-serif'])};--font-serif:${fontStack([serifLatin, serifCyrillic], ['serif'])}}`;
