/** Money in the interface's language: `£35` in English, `35 GBP` in Ukrainian; pence only when there are any. */
export const intlLocale = (locale: string) => (locale === 'ua' ? 'uk-UA' : 'en-GB');

export const formatMoney = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
