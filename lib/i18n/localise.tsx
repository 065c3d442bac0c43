'use client';

import { NextIntlClientProvider } from 'next-intl';
import { createElement, use, type ComponentType } from 'react';
import { documentLocale, pageMessages } from './with-messages';

/**
 * A component that loads on first use, inside next-intl's provider with the messages of the
 * page's language. Its module's default export; its loader (lib/i18n/with-messages) fetches the
 * messages beside its code, so it draws at once. Part of the component's own chunk, which
 * carries next-intl's code for its translations anyway: loaded apart, that code would come twice.
 */
export function localised<P extends object>(component: ComponentType<P>): ComponentType<P> {
  function Localised(props: P) {
    const locale = documentLocale();
    return (
      <NextIntlClientProvider locale={locale} messages={use(pageMessages(locale))}>
        {createElement(component, props)}
      </NextIntlClientProvider>
    );
  }
  Localised.displayName = `Localised(${component.displayName ?? component.name})`;
  return Localised;
}
