import { z } from 'zod';
import { acfGroup, acfOptional, looseNumber, rendered, wpImage, wpTerm } from './common';

export const wpEmployeeCategory = wpTerm;
export const wpSkillCategory = wpTerm;

export const wpSkill = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  menu_order: z.number().int().optional(),
  title: rendered,
  skills_categories: z.array(z.number().int()).default([]),
});
export type WpSkill = z.infer<typeof wpSkill>;

export const wpEmployee = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  menu_order: z.number().int().optional(),
  title: rendered,
  id_crm: z.union([z.number(), z.string()]).nullable().optional(),
  rating: acfOptional(looseNumber).optional(),
  acf: acfGroup({
    photo: acfOptional(wpImage),
    skills: acfOptional(z.array(z.number().int())),
    work_category: acfOptional(z.number().int()),
    position: acfOptional(z.string()),
    description: acfOptional(z.string()),
    experience_years: acfOptional(looseNumber),
    salons: acfOptional(z.array(z.number().int())),
    public: z.boolean().default(true),
    archive: z.boolean().default(false),
  }),
});
export type WpEmployee = z.infer<typeof wpEmployee>;
