import localFont from 'next/font/local';
import { fontStack } from './font-stack';

/**
 * Inter for text and Playfair Display for headings. The files are the @fontsource ones cut
 * down by scripts/subset-fonts.mjs (after `npm install`, before a build) to the weights the
 * styles use (400-700) and the features they need, so that the two Latin files every page
 * preloads cost half as much. The Cyrillic files load only when Cyrillic text is on the page;
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
  weight: '400 700',
  display: 'swap',
});

export const serifCyrillic = localFont({
  src: './fonts/playfair-display-cyrillic.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

/**
 * The two families the styles use, `var(--font-sans)` and `var(--font-serif)`: each script's
 * face before any fallback (styles/font-stack.ts), as a rule for the document's head.
 */
export const fontStackRules = `:root{--font-sans:${fontStack([sansLatin, sansCyrillic], ['system-ui', '-apple-system', "'Segoe UI'", 'sans-serif'])};--font-serif:${fontStack([serifLatin, serifCyrillic], ['Georgia', 'serif'])}}`;
