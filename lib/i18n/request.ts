import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (`getTranslations({ locale })` in a route handler) comes first.
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../locales/${locale}.json`)).default;
  return { locale, messages };
});
