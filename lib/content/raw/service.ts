import { z } from 'zod';
import { acfGroup, acfOptional, looseNumber, rendered, wpImage, wpTerm } from './common';

export const wpServiceCategory = wpTerm.extend({
  acf: acfGroup({
    preview_image: acfOptional(wpImage),
    seo_text: acfOptional(z.string()),
  }),
});
export type WpServiceCategory = z.infer<typeof wpServiceCategory>;

export const wpPriceParam = z.object({
  crm_id: z.union([z.number(), z.string()]),
  name: z.string().optional(),
  price_from: looseNumber,
  price_to: acfOptional(looseNumber),
});

export const wpSalonPrice = z.object({
  salon: z.number().int(),
  with_params: z.boolean().default(false),
  params: acfOptional(z.array(wpPriceParam)),
  price_from: acfOptional(looseNumber),
  price_to: acfOptional(looseNumber),
});
export type WpSalonPrice = z.infer<typeof wpSalonPrice>;

export const wpService = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  menu_order: z.number().int().optional(),
  title: rendered,
  name: z.string().optional(),
  services_categories: z.array(z.number().int()).min(1),
  duration: acfOptional(looseNumber).optional(),
  pricesInNativeCurrency: acfOptional(z.record(z.string(), looseNumber)).optional(),
  acf: acfGroup({
    title: acfOptional(z.string()),
    duration: acfOptional(looseNumber),
    preview_image: acfOptional(wpImage),
    seo_text: acfOptional(z.string()),
    description: acfOptional(z.string()),
    additional_services: acfOptional(z.object({ list: acfOptional(z.array(z.number().int())) })),
    params: acfOptional(z.array(wpPriceParam)),
    salons_prices: acfOptional(z.array(wpSalonPrice)),
  }),
});
export type WpService = z.infer<typeof wpService>;
