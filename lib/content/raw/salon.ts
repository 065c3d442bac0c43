import { z } from 'zod';
import { acfGroup, acfOptional, rendered, wpImage, wpTerm } from './common';

export const wpSalonCategory = wpTerm.extend({
  acf: acfGroup({ external_link: acfOptional(z.string().url()) }),
});
export type WpSalonCategory = z.infer<typeof wpSalonCategory>;

export const wpSalon = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  menu_order: z.number().int().optional(),
  title: rendered,
  salons_categories: z.array(z.number().int()).default([]),
  available_services: z.array(z.number().int()).default([]),
  available_categories: z.array(z.number().int()).default([]),
  acf: acfGroup({
    address: z.string(),
    postcode: acfOptional(z.string()),
    phone: acfOptional(z.string()),
    email: acfOptional(z.string()),
    work_time: acfOptional(z.string()),
    description: acfOptional(z.string()),
    preview_image: acfOptional(wpImage),
    map_link: acfOptional(z.string().url()),
    latitude: acfOptional(z.number()),
    longitude: acfOptional(z.number()),
  }),
});
export type WpSalon = z.infer<typeof wpSalon>;

/** One entry of `/wp-json/widget/v1/get-salons-by-services`. */
export const wpSalonFinderEntry = z.object({
  salon_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  services: z.array(z.number().int()),
});
export type WpSalonFinderEntry = z.infer<typeof wpSalonFinderEntry>;
