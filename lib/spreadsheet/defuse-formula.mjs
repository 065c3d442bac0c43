// @ts-check
/**
 * Text a visitor wrote, made safe to land in a spreadsheet cell: a cell starting with `=`,
 * `+`, `-` or `@` (or a tab or carriage return before one) runs as a formula in Google
 * Sheets and Excel, able to fetch URLs or read other cells. A leading apostrophe makes the
 * spreadsheet keep the text as typed and show it without the apostrophe.
 * Plain JavaScript so the command-line export (`scripts/callbacks.mjs`) and the site's
 * webhook payload share it.
 * @param {string} text
 * @returns {string}
 */
export function defuseFormula(text) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
