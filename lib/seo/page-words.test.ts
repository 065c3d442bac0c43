import { describe, expect, it } from 'vitest';
import { cutAtWord, firstFitting, firstSentence } from './page-words';

describe('cutAtWord', () => {
  it('leaves a text that fits as it is, with its spaces tidied', () => {
    expect(cutAtWord('  Air Touch   from £320 .', 60)).toBe('Air Touch from £320.');
  });

  it('cuts at the last whole word that leaves room for the ellipsis, never mid-word', () => {
    expect(cutAtWord('Balayage and shatush colouring', 20)).toBe('Balayage and…');
    expect(cutAtWord('Balayage and shatush colouring', 21)).toBe('Balayage and shatush…');
    const cut = cutAtWord('Colour, cut and finish for long hair, with a gloss', 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Colour, cut and finish for long hair…');
  });

  it('drops punctuation left hanging before the ellipsis', () => {
    expect(cutAtWord('Nails, brows, lashes and more', 14)).toBe('Nails, brows…');
  });

  it('cuts a single word longer than the limit where it must', () => {
    expect(cutAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});

describe('firstFitting', () => {
  it('takes the first title that fits, else cuts the last', () => {
    expect(firstFitting(['a'.repeat(61), 'Air Touch | Backstage', 'Air Touch'])).toBe('Air Touch | Backstage');
    expect(firstFitting(['word '.repeat(20)], 12)).toBe('word word…');
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop followed by a space, not inside a price', () => {
    expect(firstSentence('From £49.50 a visit. Then more.')).toBe('From £49.50 a visit.');
    expect(firstSentence('No stop here')).toBe('No stop here');
  });
});
