import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { sourceAsSfnt, subsetOne } from '../subset-fonts.mjs';
import {
  cyrillicCharacters,
  cyrillicUnicodeRange,
  fontSubsets,
  latinCharacters,
  latinCoreCharacters,
  latinCoreUnicodeRange,
  latinRestCharacters,
  latinRestUnicodeRange,
  weightRange,
} from './subsets.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(root, 'package.json'));

/** Every character of every string in the JSON files of a folder. */
function charactersOf(folder: string): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value) found.add(character);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(root, folder, file), 'utf8')));
  }
  return found;
}

/** The characters a font (as SFNT bytes) has glyphs for. */
function coverage(sfnt: Uint8Array): Set<string> {
  const face = new Face(new Blob(sfnt), 0);
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
}

const drawn = new Set([...charactersOf('content'), ...charactersOf('content/uk'), ...charactersOf('locales')]);
const printable = (characters: string[]) => characters.map((c) => `${c} U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);

describe('web font subsets', () => {
  it('cover every character the bundled content and the interface text draw', () => {
    const latin = new Set(latinCharacters);
    const cyrillic = new Set(cyrillicCharacters);
    expect(printable([...drawn].filter((c) => !latin.has(c) && !cyrillic.has(c)))).toEqual([]);
  });

  it('preload what the interface and the bundled content draw: no page needs the rest of Latin', () => {
    const core = new Set(latinCoreCharacters);
    const cyrillic = new Set(cyrillicCharacters);
    // Line breaks and tabs in the texts are laid out as spaces, never drawn.
    const drawnHere = [...drawn].filter((c) => !'\n\r\t'.includes(c));
    expect(printable(drawnHere.filter((c) => !core.has(c) && !cyrillic.has(c)))).toEqual([]);
    // The two Latin parts are the whole @fontsource subset, each character in one of them.
    expect([...latinCoreCharacters, ...latinRestCharacters].sort()).toEqual([...latinCharacters].sort());
  });

  it.each(fontSubsets)('$output keeps every glyph of its set that the @fontsource file has', async (subset) => {
    const source = readFileSync(require.resolve(subset.source));
    const before = coverage(await sourceAsSfnt(subset));
    const after = coverage(await subsetOne(subset, 'sfnt'));
    const wanted = [...subset.characters].filter((c) => before.has(c));
    expect(printable(wanted.filter((c) => !after.has(c)))).toEqual([]);
    // Text the site draws in this script has a glyph (letters at least: the Latin files lack
    // no letter the content uses).
    const letters = [...drawn].filter((c) => subset.characters.includes(c) && /\p{L}/u.test(c));
    expect(printable(letters.filter((c) => !after.has(c)))).toEqual([]);
    // And the cut is real: smaller than the original.
    expect((await subsetOne(subset)).length).toBeLessThan(source.length);
  });

  it.each(fontSubsets)('$output varies over its weight range, or is fixed at its one weight', async (subset) => {
    const axes = new Face(new Blob(await subsetOne(subset, 'sfnt')), 0).getAxisInfos();
    if (typeof subset.weight === 'number') expect(axes).toEqual({});
    else expect(axes.wght).toMatchObject({ min: subset.weight.min, max: subset.weight.max });
  });

  it('keep the weights every stylesheet asks for', () => {
    const weights = new Set<number>();
    const visit = (folder: string): void => {
      for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
        const relative = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(relative);
        else if (entry.name.endsWith('.scss')) {
          for (const [, weight] of readFileSync(path.join(root, relative), 'utf8').matchAll(/font-weight:\s*(\d+)/g)) weights.add(Number(weight));
        }
      }
    };
    ['app', 'components', 'features', 'styles'].forEach(visit);
    expect(weights.size).toBeGreaterThan(0);
    expect([...weights].filter((weight) => weight < weightRange.min || weight > weightRange.max)).toEqual([]);
  });

  it('match what styles/fonts.ts declares', () => {
    const declared = readFileSync(path.join(root, 'styles', 'fonts.ts'), 'utf8');
    const ranges = [...declared.matchAll(/unicode-range', value: '([^']+)'/g)].map(([, value]) => value);
    const each = [latinCoreUnicodeRange, latinRestUnicodeRange, cyrillicUnicodeRange];
    expect(ranges).toEqual([...each, ...each]);
    for (const subset of fontSubsets) {
      const weight = typeof subset.weight === 'number' ? String(subset.weight) : `${subset.weight.min} ${subset.weight.max}`;
      expect(declared).toContain(`src: './fonts/${subset.output}',\n  weight: '${weight}',`);
    }
  });
});
