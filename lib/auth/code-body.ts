/**
 * The body of `POST /api/auth/code`: the phone to text a code to, read into E.164 by the
 * server's phone rule. Its refusal says so in English, with the key of the same message among
 * the `Phone` messages, which the form shows in the visitor's language.
 */
import { z } from 'zod';
import { invalidField } from '@/lib/http/json-problem';
import { e164PhoneSchema } from '@/lib/phone/phone-number';
import { phoneErrorKey } from '@/lib/phone/phone-shape';

export const codeBodySchema = z.object({ phone: e164PhoneSchema });

export const phoneRefused = () =>
  invalidField('phone', 'Incorrect phone number entered', { messageKey: `Phone.${phoneErrorKey}` });
