// Prints the latest text messages the embedded booking backend "sent" (sign-in codes):
// `npm run sms` shows the last 5, `npm run sms -- 20` the last 20. It reads the SMS outbox
// table of the site's database (DATABASE_URL, else DATA_DIR) without changing anything.
// A message's text is emptied once it is delivered and its code has expired: those are skipped.
import { readSiteTable } from './site-database.mjs';

const count = Math.min(Math.max(Number.parseInt(process.argv[2] ?? '5', 10) || 5, 1), 500);

const { where, rows } = await readSiteTable(
  'booking_sms_outbox',
  `select phone, body, created_at from booking_sms_outbox where body <> '' order by id desc limit ${count}`,
);
if (rows === null) {
  console.log(`No text messages in ${where} yet: start the site (npm run dev) and ask for a code first.`);
  process.exit(0);
}
const messages = rows;

if (messages.length === 0) {
  console.log('No text messages yet.');
} else {
  for (const message of messages.reverse()) {
    // A message has several lines (its last, `@host #code`, is for the phone's autofill): indent them under their header.
    const body = message.body.split('\n').map((line) => `  ${line}`.trimEnd());
    console.log([`${new Date(message.created_at).toISOString()}  ${message.phone}`, ...body].join('\n'));
  }
}
