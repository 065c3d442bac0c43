import { z } from 'zod';

/** Ids arrive as numbers or strings; the site treats them as opaque strings. */
export const rawId = z.union([z.number().int(), z.string().min(1)]).transform(String);
export const rawOptionalId = z
  .union([z.number().int(), z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' || value === 0 ? null : String(value)));
export const rawText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);
export const rawFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** The error answer of the booking system: a code a program can switch on, and a message for people. */
export const rawError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().default(''),
    field: z.string().nullish(),
    attempts_left: z.number().int().nonnegative().nullish(),
  }),
});
