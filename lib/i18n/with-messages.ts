import type { AbstractIntlMessages } from 'next-intl';
import type { ComponentType } from 'react';
import { locales, routing, type Locale } from './routing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type Module = { default: ComponentType<any> };

/** The interface messages of each language, each in a chunk of its own, fetched on first need. */
const catalogues: Record<Locale, () => Promise<{ default: AbstractIntlMessages }>> = {
  en: () => import('@/locales/en.json'),
  uk: () => import('@/locales/uk.json'),
};

const asked = new Map<Locale, Promise<AbstractIntlMessages>>();

/** The language the page in the browser is in, from its `<html lang>`. */
export function documentLocale(): Locale {
  const tag = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return locales.find((locale) => locale === tag) ?? routing.defaultLocale;
}

/**
 * The messages of a language, fetched once (again after a failure). Once they have come, the
 * promise says so as React's `use` reads it (`status` and `value`), so that a component reading
 * them then draws at once instead of suspending.
 */
export function pageMessages(locale: Locale): Promise<AbstractIntlMessages> {
  let messages = asked.get(locale);
  if (!messages) {
    const tracked: Promise<AbstractIntlMessages> = catalogues[locale]().then(
      (module) => {
        Object.assign(tracked, { status: 'fulfilled', value: module.default });
        return module.default;
      },
      (error: unknown) => {
        asked.delete(locale);
        throw error;
      },
    );
    messages = tracked;
    asked.set(locale, messages);
  }
  return messages;
}

/**
 * A loader of a component that loads on first use (a panel, the menu, the cookie notice, the
 * error screen) made to fetch the page's language's messages beside its code, so that it is
 * ready to draw, in its words, when both have come. The component hands them to next-intl
 * itself (lib/i18n/localise), so no page carries next-intl's browser code or its messages until
 * one of these is about to be used.
 */
export function withMessages<M extends Module>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), pageMessages(documentLocale())]).then(([module]) => module);
}
