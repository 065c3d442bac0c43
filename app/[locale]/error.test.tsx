// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorContentProvider } from '@/features/errors/ErrorContent';
import PageError from './error';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
// The page's reload, watched: jsdom's `location.reload` cannot be replaced (an unforgeable
// property), so the guard runs as written with a spy for the browser's reload.
const reload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/chunk-reload/chunk-reload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/chunk-reload/chunk-reload')>();
  return { ...actual, reloadForChunkError: (reason: unknown) => actual.reloadForChunkError(reason, { reload }) };
});

describe('the error page', () => {
  it('shows the status, the unavailable message, the not-found content and a way home', async () => {
    const reset = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorContentProvider
        value={{
          description: 'Try our services or get in touch.',
          image: { src: '/images/pages/not-found.webp', alt: 'An empty salon chair', width: 2048, height: 1366, heroSrc: '/images/pages/not-found.webp' },
        }}
      >
        <PageError error={new Error('feed down')} reset={reset} />
      </ErrorContentProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500: Server error');
    expect(screen.getByText('The server is currently unavailable, please try later.')).toBeVisible();
    expect(screen.getByText('Try our services or get in touch.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'An empty salon chair' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once for a script chunk lost in a deploy', () => {
    window.sessionStorage.clear();
    const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });
    render(<PageError error={chunkError} reset={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders without the not-found content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageError error={new Error('boom')} reset={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500: Server error');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
