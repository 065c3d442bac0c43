import { describe, expect, it } from 'vitest';
import { choosePathSlugs, wordpressBaseSlugs } from './path-slugs';

describe('wordpressBaseSlugs', () => {
  it('strips the number WordPress adds to a repeated post slug', () => {
    expect(wordpressBaseSlugs('nail-care-application-2')).toEqual(['nail-care-application']);
    expect(wordpressBaseSlugs('wet-shave-12')).toEqual(['wet-shave']);
  });

  it('leaves slugs that carry no such suffix alone', () => {
    expect(wordpressBaseSlugs('nail-care-application')).toEqual([]);
    expect(wordpressBaseSlugs('1-to-1-makeup-courses')).toEqual([]);
    expect(wordpressBaseSlugs('step-1')).toEqual([]);
    expect(wordpressBaseSlugs('2')).toEqual([]);
  });

  it("strips the parent slugs WordPress appends to a repeated term slug, then the number", () => {
    expect(wordpressBaseSlugs('hair-male', ['male'])).toEqual(['hair']);
    expect(wordpressBaseSlugs('hair-male-2', ['male'])).toEqual(['hair', 'hair-male']);
    expect(wordpressBaseSlugs('styling-hair-male', ['hair', 'male'])).toEqual(['styling']);
    expect(wordpressBaseSlugs('male', [])).toEqual([]);
  });
});

describe('choosePathSlugs', () => {
  const known = new Set(['nail-care-application', 'nail-care-application-2', 'massage', 'package-2', 'foo', 'foo-2', 'foo-3']);

  it("drops WordPress's suffix when another item has the shorter slug and no sibling does", () => {
    expect(choosePathSlugs([{ slug: 'male-manicure' }, { slug: 'nail-care-application-2' }], known)).toEqual([
      'male-manicure',
      'nail-care-application',
    ]);
  });

  it('keeps a numbered slug that no other item explains', () => {
    expect(choosePathSlugs([{ slug: 'package-2' }], known)).toEqual(['package-2']);
  });

  it('keeps the suffix when the shorter slug is taken among the siblings or reserved', () => {
    expect(choosePathSlugs([{ slug: 'foo' }, { slug: 'foo-2' }], known)).toEqual(['foo', 'foo-2']);
    expect(choosePathSlugs([{ slug: 'foo-2' }], known, new Set(['foo']))).toEqual(['foo-2']);
  });

  it('keeps the suffix when two siblings would both shorten to the same slug', () => {
    expect(choosePathSlugs([{ slug: 'foo-2' }, { slug: 'foo-3' }], known)).toEqual(['foo-2', 'foo-3']);
  });

  it('shortens a term made unique with its parent slug', () => {
    const terms = new Set(['hair', 'hair-male', 'nails', 'nails-male', 'beard']);
    expect(
      choosePathSlugs(
        [
          { slug: 'hair-male', ancestors: ['male'] },
          { slug: 'nails-male', ancestors: ['male'] },
          { slug: 'beard', ancestors: ['male'] },
        ],
        terms,
      ),
    ).toEqual(['hair', 'nails', 'beard']);
  });
});
