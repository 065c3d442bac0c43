import localFont from 'next/font/local';

/**
 * Inter for text and Playfair Display for headings, served from the @fontsource packages
 * (no network at build time). The Cyrillic files load only when Cyrillic text is on the page;
 * next/font needs each option written out literally, hence the repetition.
 */
export const sansLatin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans-latin',
  display: 'swap',
});

export const sansCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans-cyrillic',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

export const serifLatin = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  variable: '--font-serif-latin',
  display: 'swap',
});

export const serifCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2',
  weight: '400 900',
  variable: '--font-serif-cyrillic',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

export const fontVariables = [sansLatin, sansCyrillic, serifLatin, serifCyrillic].map((font) => font.variable).join(' ');
