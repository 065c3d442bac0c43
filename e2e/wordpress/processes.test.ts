import { describe, expect, it } from 'vitest';
import { failureExcerpt } from './processes';

describe('failureExcerpt', () => {
  it("puts a build's error first when its warnings fill the end of the output", () => {
    const warnings = Array.from({ length: 200 }, (_, i) => `Warning ${i}: dynamic filesystem access`).join('\n');
    const codeFrame = "  33 |   if (!Array.isArray(data)) throw new Error('not a list');";
    const output = `Creating an optimized production build\nError occurred prerendering page "/price/"\n${codeFrame}\n${warnings}`;
    const excerpt = failureExcerpt(output, { tail: 500 });
    expect(excerpt.startsWith('Error occurred prerendering page "/price/"\n...')).toBe(true);
    expect(excerpt).not.toContain(codeFrame);
    expect(excerpt.endsWith('Warning 199: dynamic filesystem access')).toBe(true);
  });

  it('is the end of the output when no line names a failure', () => {
    expect(failureExcerpt('a\nb\nc', { tail: 3 })).toBe('b\nc');
  });
});
