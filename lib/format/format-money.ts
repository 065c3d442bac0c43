/** The interface's language as Intl knows it. */
export const intlLocale = (locale: string) => (locale === 'ua' ? 'uk-UA' : 'en-GB');

/**
 * Money as the salon prints it everywhere (catalogue, booking panel, account, calendar file):
 * the currency's sign before the amount, a space before each group of three digits, pence
 * only when there are any: `£1 200`, `£95`, `£49.50`. Intl's own grouping differs by language
 * (`£1,200` in English), so the digits are grouped here; the language only names the sign
 * of a currency other than pounds.
 */
export function formatMoney(amount: number, currency = 'GBP', locale = 'en'): string {
  const [whole, pence] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = currency === 'GBP' ? '£' : currencySign(currency, locale);
  return `${amount < 0 ? '−' : ''}${sign}${grouped}${pence === '00' ? '' : `.${pence}`}`;
}

function currencySign(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? `${currency} `;
}
