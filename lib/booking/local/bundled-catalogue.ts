/**
 * The embedded backend's salon, built from the bundled content (services, categories,
 * masters: the same data the site's pages show) and `seed/salon.json` (location, settings,
 * positions, weekly hours, feedbacks). Booking ids follow the content's own references:
 * a service with price options is one booking service per option, under the option's crm
 * id; a service with one price is booked under its content id; a master under its crm id.
 */
import { z } from 'zod';
import { parseItems } from '@/lib/content/parse-items';
import { wpEmployee } from '@/lib/content/raw/employee';
import { wpService, wpServiceCategory } from '@/lib/content/raw/service';
import { toMaster } from '@/lib/content/reshape/people';
import { toService, toServiceCategory } from '@/lib/content/reshape/service';
import { plainText } from '@/lib/content/reshape/text';
import { createBundledSource } from '@/lib/content/source/bundled-source';
import type { Service } from '@/lib/content/types';
import salonSeed from './seed/salon.json';
import { parseHhMm } from '../salon-time';

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const seedSchema = z.object({
  location: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    street: z.string(),
    phone: z.string(),
    timezone: z.string(),
    active: z.boolean(),
    geo_position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  openingHours: z.array(z.object({ weekdays: z.array(z.number().int().min(1).max(7)), start: hhmm, end: hhmm })),
  settings: z.record(z.string(), z.record(z.string(), z.unknown())),
  positions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.string().nullable(),
      parent: z.number().int().nullable(),
    }),
  ),
  employees: z.array(
    z.object({
      id: z.number().int(),
      positions: z.array(z.number().int()),
      categories: z.array(z.number().int()),
      week: z.array(
        z.object({
          weekday: z.number().int().min(1).max(7),
          start: hhmm,
          end: hhmm,
          breaks: z.array(z.object({ start: hhmm, end: hhmm })),
        }),
      ),
    }),
  ),
  feedbacks: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      date: z.iso.datetime(),
      professional: z.number().int().nullable(),
      rating: z.number(),
      text: z.string().nullable(),
      /** The language the text is written in. */
      lang: z.enum(['en', 'uk']),
    }),
  ),
});

export type SalonSeed = z.infer<typeof seedSchema>;
export const salon: SalonSeed = seedSchema.parse(salonSeed);

const femaleTop = 3;
const maleTop = 4;

/** "90 minutes" as a price option's name is that option's length. */
const minutesInName = (name: string) => Number(/^(\d+)\s*minutes?$/i.exec(name.trim())?.[1] ?? NaN);

export type CatalogueRows = Awaited<ReturnType<typeof buildBundledCatalogue>>;

export async function buildBundledCatalogue(source = createBundledSource()) {
  const [rawServices, rawCategories, rawEmployees] = await Promise.all([
    source.collection('services'),
    source.collection('services_categories'),
    source.collection('employees'),
  ]);
  const categories = parseItems('services_categories', rawCategories, wpServiceCategory, 'booking').map((raw) =>
    toServiceCategory(raw),
  );
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  const depth = (id: number): number => {
    const parent = parentOf.get(id);
    return parent ? 1 + depth(parent) : 0;
  };
  const locationId = salon.location.id;

  const serviceRows = parseItems('services', rawServices, wpService, 'booking')
    .map((raw) => toService(raw))
    .flatMap((service: Service) => {
      const category = [...service.categoryIds].sort((a, b) => depth(b) - depth(a))[0] ?? null;
      const gender = service.categoryIds.includes(maleTop)
        ? 'male'
        : service.categoryIds.includes(femaleTop)
          ? 'female'
          : null;
      const duration = service.durationMinutes ?? 60;
      const base = { category, public: 1, archive: 0, gender, price_currency: 'GBP' };
      const salonPrice = service.salonPrices.find((entry) => entry.salonId === locationId);
      const variants = salonPrice?.variants ?? [];
      if (variants.length > 0) {
        return variants.map((variant) => ({
          ...base,
          id: variant.id,
          name: `${service.name}: ${variant.name}`,
          duration: minutesInName(variant.name) || duration,
          description: service.description ? plainText(service.description.__html) : null,
          price: variant.from,
        }));
      }
      return [
        {
          ...base,
          id: String(service.id),
          name: service.name,
          duration,
          description: service.description ? plainText(service.description.__html) : null,
          price: salonPrice?.from ?? service.price?.min ?? 0,
        },
      ];
    });

  const masters = new Map(
    parseItems('employees', rawEmployees, wpEmployee, 'booking')
      .map((raw) => toMaster(raw))
      .filter((master) => master.crmId)
      .map((master) => [Number(master.crmId), master]),
  );
  const employees = salon.employees.flatMap((entry) => {
    const master = masters.get(entry.id);
    if (!master) return [];
    const [firstname = master.name, ...rest] = master.name.split(' ');
    return [
      {
        row: {
          id: String(entry.id),
          firstname,
          lastname: rest.join(' '),
          photo: master.photo?.src ?? null,
          gender: null,
          public: master.isPublic ? 1 : 0,
          archive: master.isArchived ? 1 : 0,
          default_duration: 60,
        },
        positions: entry.positions,
        categories: entry.categories,
        schedule: entry.week.flatMap((day) => [
          {
            kind: 'work' as const,
            weekday: day.weekday,
            starts_min: parseHhMm(day.start),
            ends_min: parseHhMm(day.end),
          },
          ...day.breaks.map((pause) => ({
            kind: 'break' as const,
            weekday: day.weekday,
            starts_min: parseHhMm(pause.start),
            ends_min: parseHhMm(pause.end),
          })),
        ]),
      },
    ];
  });

  return {
    location: salon.location,
    categories: categories.map((category) => ({ id: category.id, name: category.name, parent: category.parentId })),
    services: serviceRows,
    positions: salon.positions,
    employees,
    settings: salon.settings,
    feedbacks: salon.feedbacks,
  };
}
