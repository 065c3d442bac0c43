import { z } from 'zod';
import { acfGroup, acfOptional, rendered, wpImage } from './common';

export const wpVacancy = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  date: z.string().min(10),
  menu_order: z.number().int().optional(),
  title: rendered,
  content: rendered,
  excerpt: rendered.optional(),
  acf: acfGroup({
    salary: acfOptional(z.string()),
    salary_min: acfOptional(z.number()),
    salary_max: acfOptional(z.number()),
    employment_type: acfOptional(z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR'])),
    location: acfOptional(z.string()),
    preview_image: acfOptional(wpImage),
    apply_email: acfOptional(z.string()),
  }),
});
export type WpVacancy = z.infer<typeof wpVacancy>;
