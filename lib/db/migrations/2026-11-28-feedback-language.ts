/**
 * The language a feedback is written in (`en`, `uk`; null when unknown), so the embedded
 * booking backend can say it and the site can mark each review with its own `lang`.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_feedbacks').addColumn('lang', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_feedbacks').dropColumn('lang').execute();
}
