// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLocale, useTranslations } from 'next-intl';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localised } from './localise';
import { documentLocale, withMessages } from './with-messages';

/** A panel as the site's are: its words from next-intl, with no provider of its own. */
function Panel({ name }: { name: string }) {
  const t = useTranslations('Menu');
  return (
    <p lang={useLocale()}>
      {name}: {t('close')}
    </p>
  );
}
// Its module as the site's panels export theirs, with another export beside.
const panelModule = async () => ({ default: localised(Panel), prefetchData: () => 'asked' });

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('withMessages', () => {
  it('brings the messages of the page’s language with the component, drawn at once, and keeps its module’s other exports', async () => {
    document.documentElement.lang = 'uk';
    const loaded = await withMessages(panelModule)();
    render(createElement(loaded.default, { name: 'Menu' }));
    expect(screen.getByText('Menu: Закрити меню')).toHaveAttribute('lang', 'uk');
    expect(loaded.prefetchData()).toBe('asked');
  });

  it('gives English on English pages and where the page names no language', async () => {
    document.documentElement.lang = 'en';
    const english = await withMessages(panelModule)();
    render(createElement(english.default, { name: 'A' }));
    expect(screen.getByText('A: Close the menu')).toBeVisible();
    document.documentElement.removeAttribute('lang');
    expect(documentLocale()).toBe('en');
  });
});
