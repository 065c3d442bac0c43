import { describe, expect, it } from 'vitest';
import { fontStack } from './font-stack';

const latin = { style: { fontFamily: "'sansLatin', 'sansLatin Fallback'" } };
const cyrillic = { style: { fontFamily: "'sansCyrillic', 'sansCyrillic Fallback'" } };

describe('fontStack', () => {
  it('puts every web font before every metric-matched fallback', () => {
    expect(fontStack([latin, cyrillic], ['system-ui', 'sans-serif'])).toBe("'sansLatin', 'sansCyrillic', 'sansLatin Fallback', 'sansCyrillic Fallback', system-ui, sans-serif");
  });

  it('keeps a face that has no fallback', () => {
    expect(fontStack([{ style: { fontFamily: "'serifLatin'" } }, cyrillic], ['serif'])).toBe("'serifLatin', 'sansCyrillic', 'sansCyrillic Fallback', serif");
  });
});
