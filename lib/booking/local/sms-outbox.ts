/**
 * Delivers the embedded booking backend's text messages (`booking_sms_outbox`, written by
 * the code store) to an SMS gateway's webhook through the shared outbox (lease, retries with
 * back-off; at least once, so each message carries its id for the gateway to drop a repeat).
 * Each message is one `POST` of JSON `{to, body, id}`: `to` the phone number in international
 * form, `body` the text exactly as stored, `id` the message's number (also in
 * `Idempotency-Key: sms-{id}`). The shared secret travels only in the `Authorization: Bearer
 * ...` header. A message whose code has expired is never sent: it could only confuse its
 * reader, and once its code has expired and it is not in flight its text is emptied; its row
 * goes after a week, and its id is never reused.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { createOutbox, type DeliveryTuning } from '@/lib/outbox/outbox';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/outbox-store';
import { codeSeconds, dropSpentMessages } from './code-store';

export const smsKindName = 'sms';

export type StoredSms = {
  id: number;
  phone: string;
  body: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
};

const toSms = (row: Selectable<Database['booking_sms_outbox']>): StoredSms => ({
  id: row.id,
  phone: row.phone,
  body: row.body,
  createdAt: row.created_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

export type SmsStore = OutboxStore<StoredSms> & {
  /** Every message, newest first. */
  list(): Promise<StoredSms[]>;
};

export function createSmsStore(db: Kysely<Database>): SmsStore {
  const outbox = createOutboxStore(db, { table: 'booking_sms_outbox', toItem: toSms, freshForMs: codeSeconds * 1000 });
  return {
    ...outbox,
    // Each delivery pass also empties spent texts and drops old rows (see `dropSpentMessages`).
    async claimDue(now, leaseUntil, max) {
      await dropSpentMessages(db, now);
      return outbox.claimDue(now, leaseUntil, max);
    },
    async list() {
      const rows = await db.selectFrom('booking_sms_outbox').selectAll().orderBy('id', 'desc').execute();
      return rows.map(toSms);
    },
  };
}

export type SmsOutboxOptions = DeliveryTuning & { store: SmsStore; webhookUrl: string; webhookSecret: string };

export function createSmsOutbox(options: SmsOutboxOptions) {
  return createOutbox<StoredSms>({
    ...options,
    kind: {
      name: smsKindName,
      url: options.webhookUrl,
      headers: { authorization: `Bearer ${options.webhookSecret}` },
      idempotencyKey: (sms) => `sms-${sms.id}`,
      body: (sms) => ({ to: sms.phone, body: sms.body, id: sms.id }),
    },
  });
}
