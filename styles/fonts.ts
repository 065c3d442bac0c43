import localFont from 'next/font/local';
import { fontStack } from './font-stack';

/**
 * Inter for text and Playfair Display for headings. The files are the @fontsource ones cut
 * down by scripts/subset-fonts.mjs (after `npm install`, before a build) to the weights the
 * styles use (Inter 400-700, Playfair Display at 500 alone) and the features they need, so
 * that the two Latin files every page preloads cost less than half as much. Those two hold
 * the Latin characters English text draws; the rest of Latin (¼, °, ±, arrows...) and the
 * Cyrillic files load only when a page draws one of their characters, each face's
 * `unicode-range` saying which (scripts/fonts/subsets.mjs).
 *
 * The two preloaded files are `display: 'optional'`: the browser holds the first paint for a
 * preloaded optional face (briefly) and, if it is not ready by then, draws the page in the
 * fallback for good, so text never changes face under the reader and nothing moves. With
 * `swap` a file that has arrived but is not yet decoded at the first paint is swapped in a
 * frame later, and the metric-matched fallback still differs by a few per cent in width and
 * line height (and wherever Arial is not installed, which is most phones, by more). A face that
 * is not preloaded would almost never be ready in time, so the rest and Cyrillic files keep
 * `swap`. The rest faces have no fallback
 * of their own: the core face's metric-matched one stands for both. next/font needs each
 * option written out literally, hence the repetition.
 */
export const sansLatin = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '400 700',
  display: 'optional',
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AB, U+00AE, U+00B7, U+00BB, U+00C0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+2039-203A, U+20AC, U+2212' }],
});

export const sansLatinRest = localFont({
  src: './fonts/inter-latin-rest.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0000-001F, U+007F-009F, U+00A1-00A2, U+00A4-00A8, U+00AA, U+00AC-00AD, U+00AF-00B6, U+00B8-00BA, U+00BC-00BF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-2038, U+203B-206F, U+2122, U+2191, U+2193, U+2215, U+FEFF, U+FFFD' }],
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
  display: 'optional',
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AB, U+00AE, U+00B7, U+00BB, U+00C0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+2039-203A, U+20AC, U+2212' }],
});

export const serifLatinRest = localFont({
  src: './fonts/playfair-display-latin-rest.woff2',
  weight: '500',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0000-001F, U+007F-009F, U+00A1-00A2, U+00A4-00A8, U+00AA, U+00AC-00AD, U+00AF-00B6, U+00B8-00BA, U+00BC-00BF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-2038, U+203B-206F, U+2122, U+2191, U+2193, U+2215, U+FEFF, U+FFFD' }],
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
export const fontStackRules = `:root{--font-sans:${fontStack([sansLatin, sansLatinRest, sansCyrillic], ['sans-serif'])};--font-serif:${fontStack([serifLatin, serifLatinRest, serifCyrillic], ['serif'])}}`;
