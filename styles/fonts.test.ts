import { describe, expect, it, vi } from 'vitest';

// next/font/local is compiled away by the build; here each face answers as it does at run time.
vi.mock('next/font/local', () => ({
  default: ({ src, adjustFontFallback }: { src: string; adjustFontFallback?: false }) => {
    const face = src.includes('inter') ? 'sans' : 'serif';
    const script = src.includes('cyrillic') ? 'Cyrillic' : src.includes('latin-rest') ? 'LatinRest' : 'Latin';
    // Without a fallback face of its own, a face is its name alone.
    const fallback = adjustFontFallback === false ? '' : `, '${face}${script} Fallback'`;
    return { style: { fontFamily: `'${face}${script}'${fallback}` } };
  },
}));

const { fontStackRules } = await import('./fonts');

describe('fontStackRules', () => {
  it('ends each family with its generic family alone, after the web fonts and their fallbacks', () => {
    expect(fontStackRules).toBe(
      ":root{--font-sans:'sansLatin', 'sansLatinRest', 'sansCyrillic', 'sansLatin Fallback', 'sansCyrillic Fallback', sans-serif;" +
        "--font-serif:'serifLatin', 'serifLatinRest', 'serifCyrillic', 'serifLatin Fallback', 'serifCyrillic Fallback', serif}",
    );
  });

  it('names no system family, each of which the first layout looks up for every size and weight', () => {
    expect(fontStackRules).not.toMatch(/system-ui|apple-system|Segoe|Georgia|Arial|Helvetica/);
  });
});
