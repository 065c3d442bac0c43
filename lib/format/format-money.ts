/** The interface's language as Intl knows it, with the salon's country for English: `uk`, `en-GB`. */
export const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/**
 * Money as the salon prints it everywhere (catalogue, booking panel, account, calendar file):
 * the currency's sign before the amount, a space before each group of three digits, pence
 * only when there are any: `£1 200`, `£95`, `£49.50` (`£49,50` in Ukrainian, which writes a
 * decimal comma). Intl's own grouping differs by language (`£1,200` in English), so the digits
 * are grouped here; the language names the decimal sign and the sign of a currency other than
 * pounds.
 */
export function formatMoney(amount: number, currency = 'GBP', locale = 'en'): string {
  const [whole, pence] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = currency === 'GBP' ? '£' : currencySign(currency, locale);
  const decimal = locale === 'en' ? '.' : ',';
  return `${amount < 0 ? '−' : ''}${sign}${grouped}${pence === '00' ? '' : `${decimal}${pence}`}`;
}

function currencySign(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? `${currency} `;
}
