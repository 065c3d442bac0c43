// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/locales/en.json';
import type { SearchEntry } from '@/lib/search/search-site';
import { expectNavigations } from '@/lib/testing/expected-navigations';
import { SearchDialog } from './SearchOverlay';

// next-intl's navigation needs Next's router; a plain anchor stands in for the localised Link.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('next-intl', () => ({
  useTranslations:
    (namespace: 'Search') =>
    (key: string, values: Record<string, string | number> = {}) =>
      String(
        key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages[namespace]),
      ).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
}));

const entry = (kind: SearchEntry['kind'], id: number, title: string, alsoMatches: string[] = []): SearchEntry => ({
  kind,
  id,
  lang: 'en',
  title,
  href: `/${kind}/${id}/`,
  detail: `detail ${id}`,
  alsoMatches,
});
const index: SearchEntry[] = [
  {
    ...entry('services', 1, 'Air Touch'),
    price: { min: 320, max: 480, isFrom: true },
    durationMinutes: 210,
  },
  ...['Colour Air Refresh', 'Air Dry Styling', 'Hair Toning with Air'].map((title, i) => entry('services', i + 2, title)),
  entry('articles', 10, 'Balayage or Air Touch?'),
  entry('masters', 20, 'Amelia Hart', ['Air Touch']),
  entry('masters', 21, 'Kwame Mensah', ['Wet shave']),
];

function renderPanel(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('SearchDialog', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(index), { status: 200 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens as a dialog with the field focused, and offers the popular queries while it is empty', async () => {
    renderPanel();
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    for (const popular of ['colouring', 'haircut', 'nails', 'highlighting', 'air-touch']) {
      expect(screen.getByRole('button', { name: popular })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'air-touch' }));
    expect(screen.getByRole('searchbox')).toHaveValue('air-touch');
    expect(await screen.findByRole('link', { name: /^Air Touch/ })).toHaveAttribute('href', '/services/1/');
    // The index of the page's language.
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/search-index/en');
  });

  it('shows three groups, previews at most three services, and views all of one group', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'AIR');
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(services.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Articles' })).toHaveTextContent('Balayage or Air Touch?');
    expect(screen.getByRole('region', { name: 'Masters' })).toHaveTextContent('Amelia Hart');
    await user.click(screen.getByRole('button', { name: 'View all 4' }));
    expect(screen.getByRole('region', { name: 'Services' }).querySelectorAll('a')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Masters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /All results/ }));
    expect(screen.getByRole('region', { name: 'Masters' })).toBeVisible();
  });

  it('says when nothing is found', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeVisible();
  });

  it('reports a failing index instead of pretending there are no results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderPanel();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'air');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now');
  });

  it('closes on Escape and on choosing a result', async () => {
    const onClose = renderPanel();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('searchbox'), 'shave');
    // jsdom cannot follow the result's link and says so: that line is the visitor leaving.
    const navigation = expectNavigations();
    await user.click(await screen.findByRole('link', { name: /Kwame Mensah/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    navigation.restore();
    expect(navigation.seen).toHaveLength(1);
  });

  it("shows a service's price and length beside it, as the catalogue writes them", async () => {
    renderPanel();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'air touch');
    const airTouch = await screen.findByRole('link', { name: /^Air Touch/ });
    expect(airTouch).toHaveTextContent('from £320 · 3 h 30 min');
    expect(screen.getByRole('link', { name: /^Amelia Hart/ })).not.toHaveTextContent('£');
  });
});
