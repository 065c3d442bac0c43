// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import type { VisitBasket } from '@/lib/booking/flow/visit-basket';
import { VisitSummary } from './VisitSummary';

const basket: VisitBasket = {
  lines: [
    {
      serviceId: '1001',
      name: 'Classic Gel Manicure',
      employeeId: 'any',
      durationMinutes: 45,
      price: 40,
      start: null,
      end: null,
    },
    {
      serviceId: '1002',
      name: 'Balayage',
      employeeId: '40012',
      durationMinutes: 210,
      price: 180,
      start: null,
      end: null,
    },
  ],
  total: 220,
  durationMinutes: 255,
  currency: 'GBP',
  start: null,
  end: null,
};

const draw = (locale: 'en' | 'uk') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/London">
      <VisitSummary
        basket={basket}
        masterLabel={(id) => (id === 'any' ? 'Any master' : 'Amelia Hart')}
        locale={locale}
        zone="Europe/London"
        id="visit"
      />
    </NextIntlClientProvider>,
  ).container;

describe('the visit summary', () => {
  it('shows each part of a line as its own element, with a visible separator and a space between', () => {
    const [first] = within(draw('en')).getAllByRole('listitem');
    const part = (name: string) => first!.querySelector(`[data-part="${name}"]`)?.textContent;
    expect(part('service')).toBe('Classic Gel Manicure');
    expect(part('master')).toBe('Any master');
    expect(part('duration')).toBe('45 min');
    expect(part('price')).toBe('£40');
    // Nothing runs together ("Classic Gel ManicureAny master"), for the eye or a screen reader.
    expect(first!.textContent).not.toMatch(/Manicure\S/);
    expect(first!.textContent!.replace(/\s+/g, ' ')).toBe('Classic Gel Manicure Any master · 45 min · £40');
    // The dots between master, duration and price are drawn, not read out.
    expect(first!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('writes durations as the catalogue does, in both languages', () => {
    const english = draw('en');
    expect(english.querySelectorAll('[data-part="duration"]')[1]!.textContent).toBe('3 h 30 min');
    expect(within(english).getByText('4 h 15 min in all')).toBeTruthy();
    const ukrainian = draw('uk');
    expect(ukrainian.querySelectorAll('[data-part="duration"]')[1]!.textContent).toBe('3 год 30 хв');
    expect(within(ukrainian).getByText('Усього 4 год 15 хв')).toBeTruthy();
  });
});
