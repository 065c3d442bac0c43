// Prints the latest text messages the embedded booking backend "sent" (sign-in codes):
// `npm run sms` shows the last 5, `npm run sms -- 20` the last 20. It reads the SMS outbox
// table of the site's database in DATA_DIR (default ./data) without changing anything.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const file = path.join(dataDir, 'site.sqlite');
const count = Math.min(Math.max(Number.parseInt(process.argv[2] ?? '5', 10) || 5, 1), 500);

if (!existsSync(file)) {
  console.log(`No database at ${file} yet: start the site (npm run dev) and ask for a code first.`);
  process.exit(0);
}

const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const hasOutbox = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'booking_sms_outbox'").get();
const messages = hasOutbox
  ? db.prepare('select phone, body, created_at from booking_sms_outbox order by id desc limit ?').all(count)
  : [];
db.close();

if (messages.length === 0) {
  console.log('No text messages yet.');
} else {
  for (const message of messages.reverse()) {
    console.log(`${new Date(message.created_at).toISOString()}  ${message.phone}  ${message.body}`);
  }
}
