/**
 * The counted messages of both languages, found by walking the message files, so that a new
 * `{x, plural, ...}` is covered as soon as it is written: each plural has every category its
 * language has (Ukrainian: one, few, many and other, the last for fractions: "1,5 години"),
 * each count takes the branch `Intl.PluralRules` gives it (21 like 1, 22 like 2, 11 and 25
 * like 5), and the branches' words differ where the language's do. A few key messages are
 * then checked word for word.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';

type Messages = { [key: string]: string | Messages };
type Value = string | number;
type Values = Record<string, Value>;

/** What the parse keeps of an ICU message: its arguments and, for plurals and selects, their branches. */
type Element =
  | { kind: 'argument'; name: string; type: string | null }
  | { kind: 'choice'; name: string; type: 'plural' | 'selectordinal' | 'select'; options: Map<string, Element[]> };

/**
 * A small ICU MessageFormat reader, enough to find arguments and branches (text, `#` and
 * tags are passed over): `{name}`, `{name, type}`, `{name, type, style}` and
 * `{name, plural|selectordinal|select, [offset:n] key {…} …}`, with ICU's apostrophe quoting.
 */
function parseMessage(source: string): Element[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at} in: ${source}`);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const readUntil = (stop: RegExp) => {
    const start = at;
    while (at < source.length && !stop.test(source[at]!)) at++;
    if (at >= source.length) fail('unclosed argument');
    return source.slice(start, at).trim();
  };

  function elements(inPlural: boolean, nested: boolean): Element[] {
    const out: Element[] = [];
    while (at < source.length) {
      const char = source[at];
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") at += 2;
        else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", at + 1);
          at = end === -1 ? source.length : end + 1;
        } else at++;
      } else if (char === '}') {
        if (!nested) fail('unexpected }');
        return out;
      } else if (char === '{') out.push(argument(inPlural));
      else at++;
    }
    if (nested) fail('unclosed branch');
    return out;
  }

  function argument(inPlural: boolean): Element {
    at++; // {
    const name = readUntil(/[,}]/);
    if (!name) fail('argument without a name');
    if (source[at] === '}') {
      at++;
      return { kind: 'argument', name, type: null };
    }
    at++; // ,
    const type = readUntil(/[,}]/);
    if (source[at] === '}') {
      at++;
      return { kind: 'argument', name, type };
    }
    at++; // ,
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      readUntil(/}/); // a style or skeleton
      at++;
      return { kind: 'argument', name, type };
    }
    const options = new Map<string, Element[]>();
    for (;;) {
      skipSpace();
      if (at >= source.length) fail('unclosed choice');
      if (source[at] === '}') {
        at++;
        break;
      }
      const key = readUntil(/[\s{}]/);
      if (key.startsWith('offset:')) continue;
      skipSpace();
      if (source[at] !== '{') fail(`branch ${key} without a body`);
      at++;
      const body = elements(inPlural || type !== 'select', true);
      at++; // }
      options.set(key, body);
    }
    if (!options.has('other')) fail(`${name} has no other branch`);
    return { kind: 'choice', name, type, options };
  }

  return elements(false, false);
}

/** Every message of a file with its dotted key. */
function walk(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : walk(value, `${prefix}${key}.`),
  );
}

/** A plural of a message, with the values of the choices around it that make it show. */
type PluralSite = { key: string; name: string; categories: string[]; exact: number[]; context: Values };

/** A count that falls into `category` under `rules`, other than the exact ones (`=0`). */
function representative(rules: Intl.PluralRules, category: string, exact: number[] = []): number | undefined {
  return [1, 2, 5, 0, 1.5, 0.5, 3, 11, 21, 101].find((n) => !exact.includes(n) && rules.select(n) === category);
}

function pluralSites(key: string, nodes: Element[], rules: Intl.PluralRules, context: Values = {}): PluralSite[] {
  return nodes.flatMap((node) => {
    if (node.kind !== 'choice') return [];
    const keys = [...node.options.keys()];
    const exact = keys.filter((option) => option.startsWith('=')).map((option) => Number(option.slice(1)));
    const here: PluralSite[] =
      node.type === 'plural'
        ? [{ key, name: node.name, categories: keys.filter((option) => !option.startsWith('=')), exact, context }]
        : [];
    const inner = [...node.options].flatMap(([option, body]) => {
      let value: Value = option;
      if (node.type !== 'select')
        value = option.startsWith('=') ? Number(option.slice(1)) : (representative(rules, option, exact) ?? 0);
      return pluralSites(key, body, rules, { ...context, [node.name]: value });
    });
    return [...here, ...inner];
  });
}

/** Every argument of a message: name to its kind (a plain one, its format type, or its choice type). */
function argumentsOf(nodes: Element[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.name, node.type ?? 'plain');
    if (node.kind === 'choice') for (const body of node.options.values()) argumentsOf(body, into);
  }
  return into;
}

const samples: Record<string, string> = {
  brand: 'Backstage',
  name: 'Olena',
  salon: 'Backstage Chelsea',
  service: 'Balayage',
  master: 'Olena',
  phone: '+44 20 7946 0958',
  day: 'Saturday 28 November',
  time: '10:30',
  when: 'Saturday 28 November 2026, 10:30',
  title: 'Stylist',
};

/** A plausible value for every argument of a message, counts at 7 (none of the counts tested). */
function defaults(nodes: Element[]): Values {
  const values: Values = {};
  for (const [name, type] of argumentsOf(nodes)) {
    if (type === 'plural' || type === 'selectordinal' || type === 'number') values[name] = 7;
    else if (type === 'select') values[name] = 'other';
    else values[name] = samples[name] ?? `‹${name}›`;
  }
  return values;
}

const locales = { uk: uk as Messages, en: en as Messages };
type Locale = keyof typeof locales;

function translator(locale: Locale) {
  const t = createTranslator({
    locale,
    messages: locales[locale],
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as (key: string, values?: Values) => string;
}

const counts = [0, 1, 2, 5, 11, 21, 22, 25, 1.5];

/** The text with the count (as the locale writes it) replaced by `#`, to compare the words around it. */
function masked(text: string, locale: Locale, n: number): string {
  const written = new Intl.NumberFormat(locale).format(n).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\d.,])${written}(?!\\d|[.,]\\d)`, 'g'), '#');
}

function parsedFile(locale: Locale) {
  return walk(locales[locale]).map(([key, source]) => ({ key, source, nodes: parseMessage(source) }));
}

describe.each(['uk', 'en'] as const)('counted messages in %s', (locale) => {
  const rules = new Intl.PluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories;
  const parsed = parsedFile(locale);
  const sites = parsed.flatMap(({ key, nodes }) => pluralSites(key, nodes, rules));
  const t = translator(locale);

  const render = (site: PluralSite, n: number) => {
    const message = parsed.find(({ key }) => key === site.key)!;
    return t(site.key, { ...defaults(message.nodes), ...site.context, [site.name]: n });
  };

  it('finds the counted messages', () => {
    expect(sites.length).toBeGreaterThanOrEqual(10);
    expect(sites.map((site) => site.key)).toContain('Booking.servicesFound');
  });

  it(`gives every plural each of the language's categories (${categories.join(', ')})`, () => {
    const lacking = sites
      .map((site) => ({
        at: `${site.key} {${site.name}}`,
        missing: categories.filter((category) => !site.categories.includes(category)),
      }))
      .filter(({ missing }) => missing.length > 0);
    expect(lacking).toEqual([]);
  });

  describe.each(sites.map((site) => [`${site.key} {${site.name}}`, site] as const))('%s', (_, site) => {
    it(`takes the branch ${locale} rules give each count: ${counts.join(', ')}`, () => {
      for (const n of counts) {
        const text = render(site, n);
        expect(text, `${site.key} at ${n}`).not.toMatch(/[{}]/);
        if (site.exact.includes(n)) continue;
        const category = rules.select(n);
        const like = representative(rules, category, site.exact)!;
        expect(masked(text, locale, n), `${site.key} at ${n} (${category}, like ${like})`).toBe(
          masked(render(site, like), locale, like),
        );
      }
    });

    it('words the categories differently where the language does', () => {
      const words = new Map(
        categories.map((category) => {
          const n = representative(rules, category, site.exact)!;
          return [category, masked(render(site, n), locale, n)] as const;
        }),
      );
      const alike: string[] = [];
      for (const [first, firstWords] of words)
        for (const [second, secondWords] of words) {
          // Ukrainian's "other" (fractions) takes the genitive singular, which for many nouns is
          // the nominative plural of "few": 2 послуги, 1,5 послуги. Every other pair differs.
          const mayMatch = [first, second].includes('few') && [first, second].includes('other');
          if (first < second && !mayMatch && firstWords === secondWords)
            alike.push(`${first} = ${second}: ${firstWords}`);
        }
      expect(alike).toEqual([]);
    });
  });
});

describe('Ukrainian and English messages', () => {
  const english = parsedFile('en');
  const ukrainian = new Map(parsedFile('uk').map((message) => [message.key, message]));

  it('have the same keys and argument names, which the code passes', () => {
    const differ = english
      .map(({ key, nodes }) => {
        const theirs = ukrainian.get(key);
        const enNames = [...argumentsOf(nodes).keys()].sort();
        const ukNames = theirs ? [...argumentsOf(theirs.nodes).keys()].sort() : null;
        return { key, en: enNames, uk: ukNames };
      })
      .filter((entry) => JSON.stringify(entry.en) !== JSON.stringify(entry.uk));
    expect(differ).toEqual([]);
    expect([...ukrainian.keys()].filter((key) => !english.some((message) => message.key === key))).toEqual([]);
  });

  it('count in Ukrainian what English counts (no "Послуг: {count}")', () => {
    const counted = english.flatMap(({ key, nodes }) =>
      [...argumentsOf(nodes)].filter(([, type]) => type === 'plural').map(([name]) => ({ key, name })),
    );
    const uncounted = counted.filter(
      ({ key, name }) => ukrainian.get(key) && argumentsOf(ukrainian.get(key)!.nodes).get(name) !== 'plural',
    );
    expect(uncounted).toEqual([]);
  });
});

describe('key messages, word for word', () => {
  const t = translator('uk');
  const tEn = translator('en');
  const at = (key: string, values: (n: number) => Values, expected: Record<number, string>, locale = t) =>
    Object.fromEntries(Object.keys(expected).map((n) => [n, locale(key, values(Number(n)))]));
  const count = (n: number) => ({ count: n });

  it.each([
    [
      'Booking.servicesFound',
      {
        0: 'Послуг не знайдено',
        1: 'Знайдено 1 послугу',
        2: 'Знайдено 2 послуги',
        5: 'Знайдено 5 послуг',
        11: 'Знайдено 11 послуг',
        21: 'Знайдено 21 послугу',
        22: 'Знайдено 22 послуги',
        25: 'Знайдено 25 послуг',
      },
    ],
    [
      'Catalogue.serviceCount',
      {
        1: '1 послуга',
        2: '2 послуги',
        5: '5 послуг',
        12: '12 послуг',
        21: '21 послуга',
        22: '22 послуги',
        25: '25 послуг',
      },
    ],
    [
      'Home.serviceCount',
      { 1: '1 послуга', 2: '2 послуги', 5: '5 послуг', 21: '21 послуга', 22: '22 послуги', 25: '25 послуг' },
    ],
    [
      'Masters.experienceYears',
      {
        1: '1 рік',
        2: '2 роки',
        5: '5 років',
        14: '14 років',
        21: '21 рік',
        22: '22 роки',
        25: '25 років',
        1.5: '1,5 року',
      },
    ],
    [
      'Blog.articleCount',
      { 1: '1 стаття', 2: '2 статті', 5: '5 статей', 21: '21 стаття', 22: '22 статті', 25: '25 статей' },
    ],
    [
      'Salons.categoryIntro',
      {
        1: 'У цьому районі 1 салон.',
        2: 'У цьому районі 2 салони.',
        5: 'У цьому районі 5 салонів.',
        21: 'У цьому районі 21 салон.',
        22: 'У цьому районі 22 салони.',
        25: 'У цьому районі 25 салонів.',
      },
    ],
    [
      'Account.problems.wrongCode',
      {
        0: 'Код неправильний. Спроб не залишилося: попросіть новий код.',
        1: 'Код неправильний. Залишилася 1 спроба.',
        2: 'Код неправильний. Залишилося 2 спроби.',
        5: 'Код неправильний. Залишилося 5 спроб.',
      },
    ],
  ] as const)('%s', (key, expected) => {
    expect(at(key, count, expected)).toEqual(expected);
  });

  it('waits in whole words: minutes, hours and fractions of them', () => {
    const wait = (key: string, values: Values) => t(key, values).match(/через (.+?)[ ,.]+(або|зателефонуйте|$)/)?.[1];
    expect([1, 2, 5, 21, 22, 25].map((minutes) => wait('Callback.rateLimited', { minutes }))).toEqual([
      '1 хвилину',
      '2 хвилини',
      '5 хвилин',
      '21 хвилину',
      '22 хвилини',
      '25 хвилин',
    ]);
    expect([1, 2, 5, 21, 22, 25, 1.5].map((hours) => wait('Account.problems.tooMany', { hours, minutes: 0 }))).toEqual([
      '1 годину',
      '2 години',
      '5 годин',
      '21 годину',
      '22 години',
      '25 годин',
      '1,5 години',
    ]);
    expect([1, 2, 5, 21].map((minutes) => wait('Account.problems.paused', { hours: 0, minutes }))).toEqual([
      '1 хвилину',
      '2 хвилини',
      '5 хвилин',
      '21 хвилину',
    ]);
    expect(
      [1, 24, 48, 1.5].map((hours) => t('Account.cannotCancel', { hours }).match(/за (.+) до початку/)?.[1]),
    ).toEqual(['1 годину', '24 години', '48 годин', '1,5 години']);
    expect(t('Booking.errors.tooManyUpcoming', { count: 2 })).toMatch(/^У вас уже 2 майбутні записи — /);
    expect(t('Booking.errors.tooManyUpcoming', { count: 5 })).toMatch(/^У вас уже 5 майбутніх записів — /);
    expect(t('Booking.errors.tooManyUpcoming', { count: 21 })).toMatch(/^У вас уже 21 майбутній запис — /);
  });

  it('English keeps its own words', () => {
    expect(at('Booking.servicesFound', count, { 0: '', 1: '', 2: '', 21: '' }, tEn)).toEqual({
      0: 'No services found',
      1: '1 service found',
      2: '2 services found',
      21: '21 services found',
    });
  });

  it('puts a weekday and date, as Intl writes it (nominative), where the sentence still reads', () => {
    const day = new Intl.DateTimeFormat('uk', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date('2026-11-28T12:00:00Z'));
    expect(day).toBe('субота, 28 листопада');
    expect(t('Booking.times', { day })).toBe('Вільний час: субота, 28 листопада');
    expect(t('Booking.daySelected', { day })).toBe('Обрано день: субота, 28 листопада');
    expect(t('Booking.timeSelected', { day, time: '10:30' })).toBe('Обрано час: субота, 28 листопада, 10:30');
    const when = `${day} 2026 р., 10:30`;
    expect(t('Account.moved', { when })).toBe('Ваш запис перенесено. Новий час: субота, 28 листопада 2026 р., 10:30.');
    expect(t('Account.cancelLabel', { when })).toBe('Скасувати запис: субота, 28 листопада 2026 р., 10:30');
    expect(t('Booking.earlierDays')).toBe('Попередні дати');
  });
});

describe('numbers in messages', () => {
  it('are written the language’s way: a decimal comma in Ukrainian', () => {
    const rate = (locale: 'en' | 'uk', messages: typeof en) =>
      createTranslator({ locale, messages, namespace: 'Rating' })('rated', { rating: 4.8 });
    expect(rate('uk', uk)).toBe('Оцінка 4,8 з 5');
    expect(rate('en', en)).toBe('Rated 4.8 out of 5');
  });
});
