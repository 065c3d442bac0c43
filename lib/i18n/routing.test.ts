import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeOfPrefix, localePrefixes, locales } from './routing';

const root = path.resolve(__dirname, '../..');

/** The project's own source files, outside tests. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('locales', () => {
  it('are languages Intl knows, so plurals, numbers and dates follow each one', () => {
    for (const locale of locales) {
      expect(Intl.PluralRules.supportedLocalesOf([locale]), locale).toEqual([locale]);
      expect(new Intl.PluralRules(locale).resolvedOptions().locale, locale).toBe(locale);
    }
    // Ukrainian's own plural categories, which English's fallback lacks.
    expect(new Intl.PluralRules('uk').resolvedOptions().pluralCategories).toEqual(expect.arrayContaining(['one', 'few', 'many']));
  });

  it('show in addresses under their prefixes, which are never locales', () => {
    expect(localePrefixes).toEqual({ en: '', uk: '/ua' });
    expect(localeOfPrefix('ua')).toBe('uk');
    expect(localeOfPrefix('uk')).toBeNull();
    expect(localeOfPrefix('en')).toBeNull();
    for (const prefix of Object.values(localePrefixes)) expect(locales).not.toContain(prefix.slice(1));
  });

  it('are the only language codes the code passes around: the address prefix `ua` reaches no Intl API or message lookup', () => {
    const offenders = ['app', 'features', 'components', 'lib', 'server', 'stores']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .concat([path.join(root, 'proxy.ts')])
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => /(['"`])ua\1/.test(line)),
      )
      .map(({ where }) => where);
    expect(offenders).toEqual([]);
  });
});
