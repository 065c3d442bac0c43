import { z } from 'zod';
import { acfGroup, acfOptional, rendered, wpImage } from './common';

const wpButton = z.object({ label: z.string(), link: z.string() });

export const wpPageSection = z.object({
  title: z.string(),
  text: acfOptional(z.string()),
  image: acfOptional(wpImage),
  link: acfOptional(wpButton),
});

export const wpSocial = z.object({ name: z.string(), link: z.string().url() });

export const wpPage = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: rendered,
  content: rendered,
  excerpt: rendered.optional(),
  /** When the page was last edited, as WordPress writes it (site time, no zone). */
  modified: z.string().optional(),
  acf: acfGroup({
    hero: acfOptional(
      z.object({
        title: z.string(),
        text: acfOptional(z.string()),
        image: acfOptional(wpImage),
        buttons: acfOptional(z.array(wpButton)),
      }),
    ),
    sections: acfOptional(z.array(wpPageSection)),
    seo_title: acfOptional(z.string()),
    seo_description: acfOptional(z.string()),
    /** The not-found page's picture and text. */
    image: acfOptional(wpImage),
    description: acfOptional(z.string()),
    /** The contacts page's fields. */
    contacts: acfOptional(z.array(z.object({ item: z.string(), type: z.string().optional() }))),
    address: acfOptional(z.string()),
    email: acfOptional(z.string()),
    map_link: acfOptional(z.string().url()),
    /** How to get there: the nearest stations and stops, each with its lines and the walk. */
    directions: acfOptional(z.array(z.object({ place: z.string().min(1), how: z.string() })).max(12)),
    work_time: acfOptional(z.object({ en: z.string(), ua: z.string().optional() })),
    socials: acfOptional(z.array(wpSocial)),
    year: acfOptional(z.union([z.number(), z.string()])),
  }),
});
export type WpPage = z.infer<typeof wpPage>;
