import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it('escapes the five characters that end text or a quoted value, and leaves the rest', () => {
    expect(escapeMarkup(`&<>"'plain £ ü`)).toBe('&amp;&lt;&gt;&quot;&apos;plain £ ü');
  });
});
