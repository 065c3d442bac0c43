import type { Master, Skill, Term } from '@/lib/content/types';
import { bioFirstSentence, groupSkillsByCategory, shownMasters, skillsOf } from './master-view';

function master(overrides: Partial<Master>): Master {
  return {
    lang: 'en',
    id: 1,
    slug: 'someone',
    name: 'Someone',
    order: 0,
    crmId: null,
    rating: null,
    photo: null,
    skillIds: [],
    workCategoryId: null,
    position: null,
    bio: null,
    experienceYears: null,
    salonIds: [],
    isPublic: true,
    isArchived: false,
    ...overrides,
  };
}

const skill = (id: number, title: string, order: number, categoryIds: number[]): Skill => ({
  lang: 'en',
  id,
  slug: title.toLowerCase(),
  title,
  order,
  categoryIds,
});
const term = (id: number, name: string, order: number): Term => ({
  lang: 'en',
  id,
  slug: name.toLowerCase(),
  name,
  parentId: null,
  order,
});

const colouring = term(700, 'Colouring', 0);
const cutting = term(701, 'Cutting', 1);
const nails = term(703, 'Nails', 3);
const skills = [
  skill(716, 'Precision cutting', 6, [701]),
  skill(710, 'Air Touch', 0, [700]),
  skill(711, 'Balayage', 1, [700]),
  skill(724, 'Gel manicure', 14, [703]),
  skill(799, 'Consultations', 40, []),
  skill(798, 'Hair tattoo', 41, [999]),
];

describe('shownMasters', () => {
  it('keeps only public, non-archived masters, in their order', () => {
    const list = [
      master({ id: 1, slug: 'a' }),
      master({ id: 2, slug: 'archived', isArchived: true }),
      master({ id: 3, slug: 'hidden', isPublic: false }),
      master({ id: 4, slug: 'b' }),
    ];
    expect(shownMasters(list).map((m) => m.slug)).toEqual(['a', 'b']);
  });
});

describe('skillsOf', () => {
  it("gives the master's skills in skill order, not in the order the master lists them", () => {
    const amelia = master({ skillIds: [716, 711, 710] });
    expect(skillsOf(amelia, skills).map((s) => s.title)).toEqual(['Air Touch', 'Balayage', 'Precision cutting']);
  });

  it('drops skill ids that match no skill', () => {
    expect(skillsOf(master({ skillIds: [12345, 724] }), skills).map((s) => s.id)).toEqual([724]);
  });
});

describe('groupSkillsByCategory', () => {
  it('groups the skills under their categories in category order, skipping empty categories', () => {
    const groups = groupSkillsByCategory(
      master({ skillIds: [716, 711, 710] }),
      skills,
      [cutting, nails, colouring],
      'Other',
      'en',
    );
    expect(groups.map((g) => [g.category.name, g.skills.map((s) => s.title)])).toEqual([
      ['Colouring', ['Air Touch', 'Balayage']],
      ['Cutting', ['Precision cutting']],
    ]);
  });

  it('puts skills without a known category in a final group named by the label', () => {
    const groups = groupSkillsByCategory(
      master({ skillIds: [799, 724, 798] }),
      skills,
      [colouring, cutting, nails],
      'Інші навички',
      'uk',
    );
    expect(groups.map((g) => [g.category.name, g.skills.map((s) => s.title)])).toEqual([
      ['Nails', ['Gel manicure']],
      ['Інші навички', ['Consultations', 'Hair tattoo']],
    ]);
    // The label is the interface's, in the page's language.
    expect(groups.at(-1)?.category.lang).toBe('uk');
  });

  it('is empty for a master without skills', () => {
    expect(groupSkillsByCategory(master({}), skills, [colouring], 'Other', 'en')).toEqual([]);
  });
});

describe('bioFirstSentence', () => {
  it('gives the first sentence as plain text, entities decoded', () => {
    const bio = { __html: '<p>Hannah qualified in Dublin &amp; London. She loves <strong>nail art</strong>.</p>' };
    expect(bioFirstSentence(bio)).toBe('Hannah qualified in Dublin & London.');
  });

  it('gives the whole text when it has no full stop, and null without a bio', () => {
    expect(bioFirstSentence({ __html: '<p>Cuts and colour</p>' })).toBe('Cuts and colour');
    expect(bioFirstSentence(null)).toBeNull();
    expect(bioFirstSentence({ __html: '<p> </p>' })).toBeNull();
  });

  it('shortens a very long sentence at a word, with an ellipsis', () => {
    const long = `<p>${'word '.repeat(80)}end.</p>`;
    const summary = bioFirstSentence({ __html: long }, 50);
    expect(summary).toMatch(/^word( word)*…$/);
    expect(summary!.length).toBeLessThanOrEqual(50);
  });
});
