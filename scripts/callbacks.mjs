// Lists the callback requests stored in the site's database, newest first, with their
// delivery state: `npm run callbacks`, or `npm run callbacks -- --csv > callbacks.csv`.
// Reads the site's database (DATABASE_URL, else DATA_DIR) read-only; the server may keep running.
import { defuseFormula } from '../lib/spreadsheet/defuse-formula.mjs';
import { readSiteTable } from './site-database.mjs';

const csv = process.argv.includes('--csv');

const stored = await readSiteTable(
  'callback_requests',
  'SELECT id, created_at, name, phone, link, attempts, delivered_at, next_attempt_at, last_error FROM callback_requests ORDER BY id DESC',
);
if (stored.rows === null && !csv) {
  console.error(`No callback requests stored yet in ${stored.where}.`);
  process.exit(0);
}
const rows = stored.rows ?? [];
const file = stored.where;

const iso = (ms) => (ms == null ? '' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z');
const state = (row) => (row.delivered_at != null ? 'delivered' : row.attempts > 0 ? 'retrying' : 'pending');

if (csv) {
  // A cell starting with = + - @ would run as a formula in a spreadsheet; the free-text name
  // is the only field a visitor writes freely, so it is defused (the webhook's payload is too).
  const cell = (value, free = false) => {
    let text = value == null ? '' : String(value);
    if (free) text = defuseFormula(text);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  console.log('id,created,name,phone,link,state,attempts,delivered,next_attempt,last_error');
  for (const row of rows) {
    console.log(
      [row.id, iso(row.created_at), cell(row.name, true), cell(row.phone), cell(row.link), state(row), row.attempts, iso(row.delivered_at), row.delivered_at == null ? iso(row.next_attempt_at) : '', cell(row.last_error, true)].join(','),
    );
  }
} else if (rows.length === 0) {
  console.log('No callback requests stored yet.');
} else {
  console.log(`${rows.length} callback request(s) in ${file}, newest first:\n`);
  for (const row of rows) {
    const delivery =
      row.delivered_at != null
        ? `delivered ${iso(row.delivered_at)}`
        : `${state(row)}, next attempt ${iso(row.next_attempt_at)}${row.last_error ? `, last error: ${row.last_error}` : ''}`;
    console.log(`#${row.id}  ${iso(row.created_at)}  ${row.name}  ${row.phone}\n     ${row.link}\n     ${delivery} (${row.attempts} attempt${row.attempts === 1 ? '' : 's'})`);
  }
}
