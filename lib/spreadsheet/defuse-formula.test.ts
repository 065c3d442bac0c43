import { describe, expect, it } from 'vitest';
import { defuseFormula } from './defuse-formula.mjs';

describe('defuseFormula', () => {
  it.each(['=HYPERLINK("https://evil.example","Call")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as text with a leading apostrophe',
    (text) => {
      expect(defuseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['Amelia Hart', "O'Brien", 'Anne-Marie', 'a=b', ''])('leaves %j as it is', (text) => {
    expect(defuseFormula(text)).toBe(text);
  });
});
