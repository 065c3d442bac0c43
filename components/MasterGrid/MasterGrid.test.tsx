// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Master } from '@/lib/content/types';
import { MasterGrid, type MasterGridItem } from './MasterGrid';

// next-intl's navigation imports `next/navigation`, which Node cannot resolve outside Next;
// the localised Link is a plain anchor here (its locale prefix is next-intl's business).
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: ComponentProps<'a'> & { href: string }) => <a href={href} {...props} />,
}));

function master(slug: string, name: string, overrides: Partial<Master> = {}): MasterGridItem['master'] {
  return {
    slug,
    name,
    position: 'Colourist',
    rating: 4.5,
    photo: {
      src: `/images/masters/${slug}.webp`,
      alt: `Portrait of ${name}`,
      width: 800,
      height: 1000,
      heroSrc: `/images/masters/${slug}.webp`,
    },
    ...overrides,
  };
}

const items: MasterGridItem[] = [
  {
    master: master('amelia-hart', 'Amelia Hart'),
    skills: ['Air Touch', 'Balayage', 'Colour correction', 'Toning & gloss'],
    ratingLabel: 'Rated 4.5 out of 5',
  },
  {
    master: master('daniel-okafor', 'Daniel Okafor', { rating: null, position: null, photo: null }),
    skills: [],
    ratingLabel: 'Not rated yet',
  },
];

function renderGrid(props: Partial<Parameters<typeof MasterGrid>[0]> = {}) {
  return render(<MasterGrid items={items} {...props} />);
}

describe('MasterGrid', () => {
  it('lists one card per master, each a link to the master page', () => {
    const { container } = renderGrid();
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.tagName).toBe('UL');
    expect(grid.children).toHaveLength(2);
    expect(within(grid).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Amelia Hart/ })).toHaveAttribute('href', '/employees/amelia-hart/');
    expect(screen.getByRole('link', { name: /Daniel Okafor/ })).toHaveAttribute('href', '/employees/daniel-okafor/');
  });

  it('shows the name as a heading, the position, at most three skills and the announced rating', () => {
    renderGrid({ headingLevel: 2 });
    const card = screen.getByRole('link', { name: /Amelia Hart/ });
    expect(within(card).getByRole('heading', { level: 2, name: 'Amelia Hart' })).toBeInTheDocument();
    expect(within(card).getByText('Colourist')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Air Touch', 'Balayage', 'Colour correction']);
    expect(within(card).queryByText('Toning & gloss')).not.toBeInTheDocument();
    expect(within(card).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(card.querySelectorAll('[aria-hidden="true"][style]')).toHaveLength(1);
  });

  it('gives the photo an empty alt inside the link, and copes with a master without photo, position or rating', () => {
    renderGrid();
    const amelia = screen.getByRole('link', { name: /Amelia Hart/ });
    expect(amelia.querySelector('img')).toHaveAttribute('alt', '');
    const daniel = screen.getByRole('link', { name: /Daniel Okafor/ });
    expect(daniel.querySelector('img')).toBeNull();
    expect(within(daniel).getByText('Not rated yet')).toBeInTheDocument();
    expect(within(daniel).getByText('Not rated yet')).not.toHaveClass('visually-hidden');
    expect(daniel.querySelectorAll('[aria-hidden="true"][style]')).toHaveLength(0);
  });

  it('loads the first photos at once and the rest lazily', () => {
    renderGrid({ items: [items[0]!, { ...items[0]!, master: master('mei-lin-chen', 'Mei Lin Chen') }], eagerCount: 1 });
    expect(screen.getByRole('link', { name: /Amelia Hart/ }).querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: /Mei Lin Chen/ }).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows no favourite marker (there is no sign-in)', () => {
    renderGrid();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/favourite/i)).not.toBeInTheDocument();
  });
});
