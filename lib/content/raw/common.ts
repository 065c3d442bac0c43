/**
 * Building blocks shared by the raw WordPress schemas. ACF answers `false` or an empty
 * string for an empty field, so every optional ACF value goes through `acfOptional`.
 */
import { z } from 'zod';

export const rendered = z.object({ rendered: z.string() });

export function acfOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === false || value === '' || value === undefined ? null : value),
    schema.nullable(),
  );
}

/** A number that WordPress may send as a numeric string. */
export const looseNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite(),
);

export const wpImage = z.object({
  url: z.string().min(1),
  alt: z.string().optional().default(''),
  width: z.number().optional(),
  height: z.number().optional(),
  sizes: z
    .object({
      medium: z.string().optional(),
      medium_large: z.string().optional(),
      large: z.string().optional(),
      '2048x2048': z.string().optional(),
    })
    .loose()
    .optional(),
});
export type WpImage = z.infer<typeof wpImage>;

/** A WordPress taxonomy term (categories of services, articles, salons, employees, skills). */
export const wpTerm = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().min(1),
  parent: z.number().int().default(0),
  menu_order: z.number().int().optional(),
  description: z.string().optional().default(''),
});
export type WpTerm = z.infer<typeof wpTerm>;

/**
 * The `acf` group of a post or term. WordPress sends `[]` or nothing when no field is set,
 * so anything that is not an object reads as an empty group.
 */
export function acfGroup<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.object(shape).loose(),
  );
}
