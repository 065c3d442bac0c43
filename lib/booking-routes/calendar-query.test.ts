import { describe, expect, it } from 'vitest';
import { queryFields } from '@/lib/validation/query-fields';
import { calendarQuerySchema } from './calendar-query';

const lang = (query: string) => calendarQuerySchema.parse(queryFields(new URLSearchParams(query))).lang;

describe('the calendar file’s query', () => {
  it('words the file in a locale of the site’s, and in English for anything else or nothing', () => {
    expect(lang('lang=uk')).toBe('uk');
    expect(lang('lang=en')).toBe('en');
    // The address prefix of the Ukrainian pages is not a language.
    for (const other of ['', 'lang=', 'lang=ua', 'lang=UK', 'lang=de&lang=uk']) expect(lang(other)).toBe('en');
  });
});
