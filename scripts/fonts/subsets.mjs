/**
 * What the site's web fonts are cut down to. The @fontsource files carry every weight from
 * 100 to 900 and two dozen OpenType features (stylistic sets, fractions, superscripts...)
 * that no page uses; a first visit downloads the two Latin files on every page before its
 * first paint, so each kilobyte here is paid by every visitor.
 *
 * Kept: the same characters as the @fontsource subset (so no character falls back to a
 * system font that did not before), the weights the styles use (400-700), and the features
 * the browser applies by default or the styles ask for (kerning, ligatures, marks, `case` for
 * upper-case labels, tabular figures for booking times).
 */

/** `from`-`to` inclusive, as a string of characters. */
function range(from, to) {
  let text = '';
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** The @fontsource "latin" subset: Basic Latin, Latin-1, general punctuation and a few signs. */
export const latinCharacters =
  range(0x0000, 0x00ff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

/**
 * The part of it English text draws, which every page preloads: Basic Latin, Latin-1's letters
 * (names and words English borrows: é, ñ, ö...), and the signs of running text and of the
 * interface (no-break spaces, £ € © ®, « », ‹ ›, ·, curly quotes, dashes, bullet, ellipsis,
 * minus). The rest of the subset (¼, °, ±, ¿, arrows, rare spaces and marks) is a file of its
 * own that a page loads only when it draws one of those characters: 8 KB less to preload.
 */
export const latinCoreCharacters =
  range(0x0020, 0x007e) +
  '\u00a0\u00a3\u00a9\u00ab\u00ae\u00b7\u00bb' +
  range(0x00c0, 0x00ff) +
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2039\u203a\u202f\u20ac\u2212';

/** The rest of the @fontsource Latin subset. */
export const latinRestCharacters = [...latinCharacters].filter((character) => !latinCoreCharacters.includes(character)).join('');

/** A `unicode-range` value for a set of characters, as consecutive runs (`U+00C0-00FF`). */
export function unicodeRangeOf(characters) {
  const codes = [...new Set([...characters].map((character) => /** @type {number} */ (character.codePointAt(0))))].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The @fontsource "cyrillic" subset, which covers Ukrainian. */
export const cyrillicCharacters = '\u0301' + range(0x0400, 0x045f) + '\u0490\u0491\u04b0\u04b1\u2116';

/** The Latin files' `unicode-range`s, as styles/fonts.ts declares them. */
export const latinCoreUnicodeRange = unicodeRangeOf(latinCoreCharacters);
export const latinRestUnicodeRange = unicodeRangeOf(latinRestCharacters);

/** The Cyrillic files' `unicode-range`, as styles/fonts.ts declares it. */
export const cyrillicUnicodeRange = unicodeRangeOf(cyrillicCharacters);

/** The weights the styles use for text; `font-weight` outside it is drawn at the nearest end. */
export const weightRange = { min: 400, max: 700 };

/**
 * The one weight of the headings' serif. Fixed at one weight the file drops the variation
 * tables: the Latin file every page preloads goes from 31 to 19 KB, which on a phone's slow
 * line is about 60 ms sooner for the fonts and the scripts queued behind them. Every text
 * the styles draw in the serif asks for this weight (a browser test reads them).
 */
export const serifWeight = 500;

export const layoutFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum'];

const files = '@fontsource-variable';

/**
 * Each font file the site serves: where it comes from, what it keeps (characters, and a
 * weight range or one fixed weight), the name it is written as.
 */
export const fontSubsets = [
  {
    source: `${files}/inter/files/inter-latin-wght-normal.woff2`,
    characters: latinCoreCharacters,
    weight: weightRange,
    output: 'inter-latin.woff2',
  },
  {
    source: `${files}/inter/files/inter-latin-wght-normal.woff2`,
    characters: latinRestCharacters,
    weight: weightRange,
    output: 'inter-latin-rest.woff2',
  },
  {
    source: `${files}/inter/files/inter-cyrillic-wght-normal.woff2`,
    characters: cyrillicCharacters,
    weight: weightRange,
    output: 'inter-cyrillic.woff2',
  },
  {
    source: `${files}/playfair-display/files/playfair-display-latin-wght-normal.woff2`,
    characters: latinCoreCharacters,
    weight: serifWeight,
    output: 'playfair-display-latin.woff2',
  },
  {
    source: `${files}/playfair-display/files/playfair-display-latin-wght-normal.woff2`,
    characters: latinRestCharacters,
    weight: serifWeight,
    output: 'playfair-display-latin-rest.woff2',
  },
  {
    source: `${files}/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2`,
    characters: cyrillicCharacters,
    weight: serifWeight,
    output: 'playfair-display-cyrillic.woff2',
  },
];
