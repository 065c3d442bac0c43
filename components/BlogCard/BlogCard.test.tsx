// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogCardList } from '@/components/BlogCardList/BlogCardList';
import { BlogCard, type BlogCardArticle } from './BlogCard';

// The locale-aware Link needs the Next router; a plain anchor shows the same href.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);


const article: BlogCardArticle & { id: number } = {
  lang: 'en',
  id: 1816,
  slug: 'autumn-nail-trends-2026',
  categorySlug: 'nails-beauty',
  date: '2026-09-14T10:00:00',
  titleLines: [['Autumn'], ['nail', 'trends'], ['for 2026']],
  excerpt: 'Deep berry shades, soft chrome and short almond shapes.',
  image: { src: '/images/articles/autumn.webp', alt: 'Hands with berry nails', width: 1200, height: 900, heroSrc: '/images/articles/autumn.webp' },
};

describe('BlogCard', () => {
  it('marks each piece with the language of its words: an untranslated article is English on a Ukrainian page', () => {
    render(<BlogCard article={{ ...article, lang: 'en' }} categoryName="Нігті та краса" categoryLang="uk" />);
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Нігті та краса')).toHaveAttribute('lang', 'uk');
    cleanup();
    render(<BlogCard article={{ ...article, lang: 'uk', excerpt: 'Ягідні відтінки' }} categoryName="Нігті та краса" categoryLang="uk" />);
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'uk');
    expect(screen.getByText('Ягідні відтінки')).toHaveAttribute('lang', 'uk');
  });

  it('links the whole card to the article under its category', () => {
    render(<BlogCard article={article} categoryName="Nails & beauty" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/blog/nails-beauty/autumn-nail-trends-2026/');
    expect(link).toHaveTextContent('Nails & beauty');
    expect(link).toHaveTextContent('Deep berry shades, soft chrome and short almond shapes.');
  });

  it('shows the title lines, each on its own line, as one heading', () => {
    render(<BlogCard article={article} categoryName="Nails & beauty" headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Autumn nail trends for 2026');
    const lines = heading.querySelectorAll('span');
    expect([...lines].map((line) => line.textContent?.trim())).toEqual(['Autumn', 'nail trends', 'for 2026']);
  });

  it('shows the date day/month/year with a machine-readable date', () => {
    render(<BlogCard article={article} categoryName="Nails & beauty" />);
    const time = screen.getByText('14/09/2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-09-14');
  });

  it('leaves out a date it cannot read and keeps the image out of the link name', () => {
    render(<BlogCard article={{ ...article, date: 'garbage' }} categoryName="Nails & beauty" />);
    expect(screen.getByRole('link').querySelector('time')).toBeNull();
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('BlogCardList', () => {
  it('places the cards in three columns by index modulo 3 and names each category', () => {
    const articles = [0, 1, 2, 3].map((n) => ({ ...article, id: n, slug: `article-${n}`, categorySlug: n === 3 ? 'hair' : 'nails-beauty' }));
    render(
      <BlogCardList
        articles={articles}
        categories={[
          { slug: 'hair', name: 'Hair', lang: 'en' },
          { slug: 'nails-beauty', name: 'Nails & beauty', lang: 'en' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.column)).toEqual(['0', '1', '2', '0']);
    expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', '/blog/hair/article-3/');
    expect(within(items[3]!).getByText('Hair')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Nails & beauty')).toBeInTheDocument();
  });
});
