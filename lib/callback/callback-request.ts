/**
 * What a visitor sends to be called back, as one zod schema for the form and the route
 * handler alike: a name, a phone number (the site's phone rule) and the ticked agreement to
 * the privacy policy. Failures carry message keys of the `Callback` and `Phone` messages,
 * never the text, so the form shows them in the visitor's language.
 */
import { z } from 'zod';
import { phoneSchema } from '@/lib/phone/phone-schema';

export const callbackFormSchema = z.object({
  name: z.string('nameRequired').trim().min(1, 'nameRequired').max(100, 'nameTooLong'),
  phone: phoneSchema,
  agreed: z.literal(true, 'agreementRequired'),
});

export type CallbackForm = z.input<typeof callbackFormSchema>;

/** The body of `POST /api/callback`: the form, the page it was sent from, and the honeypot. */
export const callbackRequestSchema = callbackFormSchema.extend({
  /** The path of the page the visitor was on, e.g. `/ua/contacts/`. */
  page: z.string().max(500).regex(/^\/[^\s\\]*$/, 'page').optional(),
  /** A field hidden from people; only bots fill it in. */
  website: z.string().max(500).optional(),
});

export type CallbackRequestBody = z.output<typeof callbackRequestSchema>;

export type CallbackFieldError = { field: string; code: string };

/** The first problem of a failed parse, as the field and the message key to show beside it. */
export function firstFieldError(error: z.ZodError): CallbackFieldError {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? 'body'), code: issue?.message ?? 'invalid' };
}
