/**
 * The body of `POST /api/callback`, checked on the server: the form (its phone turned into
 * E.164, so the salon is handed a number it can dial), the page it was sent from, and the
 * honeypot. Kept apart from the form's schema so the phone library stays out of the browser.
 */
import { z } from 'zod';
import { e164PhoneSchema } from '@/lib/phone/phone-number';
import { callbackFormSchema } from './callback-request';

export const callbackRequestSchema = callbackFormSchema.extend({
  phone: e164PhoneSchema,
  /** The path of the page the visitor was on, e.g. `/ua/contacts/`. */
  page: z
    .string()
    .max(500)
    .regex(/^\/[^\s\\]*$/, 'page')
    .optional(),
  /** A field hidden from people; only bots fill it in. */
  website: z.string().max(500).optional(),
});

export type CallbackRequestBody = z.output<typeof callbackRequestSchema>;
