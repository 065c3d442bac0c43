// @vitest-environment jsdom
/**
 * The reviews section as the server sends it: the count and average, then each review newest
 * first with its first name, date in the page's language, rating and words marked with their
 * own language; on a service page each names its master. No reviews (none yet, or a booking
 * system that did not answer) is no section at all.
 */
import { within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import type { Review } from '@/lib/reviews/reviews';
import { summarizeRatings } from '@/lib/reviews/rating-summary';
import { ReviewList } from './ReviewList';

const locale = vi.hoisted(() => ({ current: 'en' as 'en' | 'uk' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Reviews' | 'Rating') =>
    createTranslator({ locale: locale.current, messages: locale.current === 'uk' ? uk : en, namespace }),
}));

const amelia = { slug: 'amelia-hart', name: 'Amelia Hart', lang: 'en' as const };
const reviews: Review[] = [
  { id: '2', firstName: 'Lucy', date: '2026-11-21T12:00:00Z', rating: 4, text: 'Lovely gloss.', language: 'en', master: amelia },
  { id: '1', firstName: 'Ірина', date: '2026-08-22T14:20:00Z', rating: 5, text: 'Колір живий.', language: 'uk', master: amelia },
];

async function render(props: Partial<Parameters<typeof ReviewList>[0]> = {}) {
  const element = await ReviewList({
    heading: 'Reviews',
    headingId: 'master-reviews',
    reviews,
    summary: summarizeRatings(reviews.map((review) => review.rating)),
    locale: locale.current,
    ...props,
  });
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <NextIntlClientProvider locale={locale.current} messages={{}}>
      {element}
    </NextIntlClientProvider>,
  );
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  locale.current = 'en';
});

describe('ReviewList', () => {
  it('shows the average to one decimal with the count, then each review in order with name, date, rating and words', async () => {
    const host = await render();
    const section = within(host).getByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent('4.5 · 2 reviews');
    expect(within(section).getByText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['21 November 2026', '22 August 2026']);
    expect(items[0]).toHaveTextContent('Lucy');
    expect(within(items[0]!).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21T12:00:00Z');
    expect(within(items[1]!).getByText('Колір живий.')).toHaveAttribute('lang', 'uk');
    expect(within(items[0]!).getByText('Lovely gloss.')).toHaveAttribute('lang', 'en');
    expect(within(section).queryByRole('link')).toBeNull();
    // One element draws each rating's stars.
    expect(section.querySelectorAll('[aria-hidden="true"][style]')).toHaveLength(3);
  });

  it('names each review’s master, linked to their page, where the list is of several masters', async () => {
    const host = await render({ namingMasters: true });
    const links = within(host).getAllByRole('link', { name: 'about Amelia Hart' });
    expect(links).toHaveLength(2);
    // A plain page link (routed by the layout's listener), in the page's language.
    expect(links[0]).toHaveAttribute('href', '/employees/amelia-hart/');
    expect(links[0]).toHaveAttribute('data-page-link');
  });

  it('words the count with Ukrainian plurals, a decimal comma and Ukrainian dates', async () => {
    locale.current = 'uk';
    const three = [...reviews, { ...reviews[0]!, id: '3' }];
    const host = await render({ heading: 'Відгуки', reviews: three, summary: summarizeRatings([4, 5, 4]), namingMasters: true });
    expect(host.querySelector('a')).toHaveAttribute('href', '/ua/employees/amelia-hart/');
    expect(host).toHaveTextContent('4,3 · 3 відгуки');
    expect(host.querySelector('time')?.textContent).toBe('21 листопада 2026 р.');
    locale.current = 'uk';
    const five = await render({ heading: 'Відгуки', summary: { average: 4.8, count: 5 } });
    expect(five).toHaveTextContent('4,8 · 5 відгуків');
  });

  it('renders nothing at all without reviews: no heading, no empty box', async () => {
    const element = await ReviewList({ heading: 'Reviews', headingId: 'x', reviews: [], summary: null, locale: 'en' });
    expect(element).toBeNull();
  });
});
