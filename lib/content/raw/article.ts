import { z } from 'zod';
import { acfGroup, acfOptional, rendered, wpImage, wpTerm } from './common';

export const wpArticleCategory = wpTerm;

/** One line of an article's display title; each line is made of styled text items. */
export const wpTitleLine = z.object({
  items: z.array(z.object({ text: z.string() })).min(1),
});

export const wpArticle = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  date: z.string().min(10),
  modified: z.string().optional(),
  category_slug: z.string().min(1),
  title: rendered,
  excerpt: rendered.optional(),
  content: rendered,
  articles_categories: z.array(z.number().int()).min(1),
  acf: acfGroup({
    title: acfOptional(z.array(wpTitleLine)),
    preview_image: acfOptional(wpImage),
    author: acfOptional(z.string()),
    reading_minutes: acfOptional(z.number()),
  }),
});
export type WpArticle = z.infer<typeof wpArticle>;
