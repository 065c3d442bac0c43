import { getLocale } from 'next-intl/server';
import { isLocale, routing, type Locale } from './routing';

/** The language of the page being rendered, for server components below a page (header, footer, lists). */
export async function getRequestLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : routing.defaultLocale;
}
