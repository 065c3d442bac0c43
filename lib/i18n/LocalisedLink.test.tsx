// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalisedLink as Link } from './LocalisedLink';

function renderIn(locale: string, href: string) {
  const { unmount } = render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Link href={href}>Go</Link>
    </NextIntlClientProvider>,
  );
  const rendered = screen.getByRole('link', { name: 'Go' }).getAttribute('href');
  unmount();
  return rendered;
}

describe('LocalisedLink', () => {
  // What `trailingSlash: true` in next.config.ts sets for next/link in the build.
  beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));

  it('links the Ukrainian home page with its slash, so a click costs no redirect', () => {
    expect(renderIn('uk', '/')).toBe('/ua/');
  });
  it('prefixes Ukrainian pages and leaves English ones as they are', () => {
    expect(renderIn('uk', '/services/female/hair/')).toBe('/ua/services/female/hair/');
    expect(renderIn('en', '/')).toBe('/');
    expect(renderIn('en', '/about/')).toBe('/about/');
  });
  it('leaves anchors and other sites alone', () => {
    expect(renderIn('uk', '#main')).toBe('#main');
    expect(renderIn('uk', 'https://example.com/')).toBe('https://example.com/');
  });
});
