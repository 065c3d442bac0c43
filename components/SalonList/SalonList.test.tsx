// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Salon } from '@/lib/content/types';
import { SalonList } from './SalonList';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const salon: Salon = {
  lang: 'en', id: 500, slug: 'backstage-chelsea', title: 'Backstage Chelsea', order: 0, categoryIds: [], serviceIds: [], serviceCategoryIds: [],
  address: "118 King's Road, Chelsea, London SW3 4TR", postcode: null, phone: '+44 20 7946 0958', email: null,
  workTime: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '20:00' }], description: null, image: null, mapUrl: null, geo: null,
};

describe('SalonList', () => {
  it("shows each salon with a link to its page, its address, hours and phone", () => {
    render(<SalonList salons={[salon]} heading="Where to find it" headingId="where" locale="en" />);
    expect(screen.getByRole('region', { name: 'Where to find it' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Backstage Chelsea' })).toHaveAttribute('href', '/salons/backstage-chelsea/');
    expect(screen.getByText("118 King's Road, Chelsea, London SW3 4TR")).toBeVisible();
    expect(screen.getByText('Mon–Sat 09:30–20:00')).toBeVisible();
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  });

  it('writes the hours in the page\'s language, and nothing for a salon without hours', () => {
    const { rerender } = render(<SalonList salons={[salon]} heading="Де нас знайти" headingId="where" locale="uk" />);
    expect(screen.getByText('Пн–Сб 09:30–20:00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Backstage Chelsea' })).toHaveAttribute('lang', 'en');
    rerender(<SalonList salons={[{ ...salon, workTime: [] }]} heading="Де нас знайти" headingId="where" locale="uk" />);
    expect(screen.queryByText(/09:30/)).toBeNull();
  });

  it('renders nothing without salons', () => {
    const { container } = render(<SalonList salons={[]} heading="Where to find it" headingId="where" locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
