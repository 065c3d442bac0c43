/**
 * What a visitor sends to be called back, as the zod schema the form checks and the route's
 * body (`callback-request-body.ts`) builds on: a name, a phone number (the site's phone rule;
 * the server then turns it into E.164) and the ticked agreement to the privacy policy. Failures carry message keys of the `Callback` and `Phone` messages,
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

export type CallbackFieldError = { field: string; code: string };

/** The first problem of a failed parse, as the field and the message key to show beside it. */
export function firstFieldError(error: z.ZodError): CallbackFieldError {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? 'body'), code: issue?.message ?? 'invalid' };
}
