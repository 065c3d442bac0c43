/** The embedded backend's salon data: locations, categories, services, employees, positions, settings, feedbacks. */
import type { z } from 'zod';
import type {
  rawEmployee,
  rawFeedback,
  rawLocation,
  rawService,
  rawServiceCategory,
  rawPosition,
} from '../../raw/catalogue';
import { formatHhMm } from '../../salon-time';
import type { BackendContext } from './context';
import { intId, json, notFound } from './http';

export async function listLocations(ctx: BackendContext) {
  const rows = await ctx.catalogue.locations();
  return json(
    rows.map((row): z.input<typeof rawLocation> => ({
      id: row.id,
      name: row.name,
      city: row.city,
      street: row.street,
      phone: row.phone,
      timezone: row.timezone,
      active: row.active === 1,
      geo_position: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    })),
  );
}

const presentCategory = (row: {
  id: number;
  name: string;
  parent: number | null;
}): z.input<typeof rawServiceCategory> => ({
  id: row.id,
  name: row.name,
  parent: row.parent,
});

export async function listCategories(ctx: BackendContext) {
  return json((await ctx.catalogue.categories()).map(presentCategory));
}

export async function getCategory(ctx: BackendContext, id: string) {
  const categoryId = intId(id);
  const row = categoryId ? await ctx.catalogue.category(categoryId) : undefined;
  return row ? json(presentCategory(row)) : notFound('service category');
}

export async function listServices(ctx: BackendContext) {
  const [services, prices] = await Promise.all([ctx.catalogue.services(), ctx.catalogue.prices()]);
  return json(
    services.map((row): z.input<typeof rawService> => ({
      id: row.id,
      category: row.category,
      name: row.name,
      duration: row.duration,
      public: row.public === 1,
      archive: row.archive === 1,
      gender: row.gender === 'female' || row.gender === 'male' ? row.gender : null,
      descriptionPlainText: row.description,
      location_prices: prices
        .filter((price) => price.service_id === row.id)
        .map((price) => ({ location: price.location_id, price: price.price })),
      price_currency: row.price_currency,
    })),
  );
}

export async function listEmployees(ctx: BackendContext) {
  const [employees, positions, schedules] = await Promise.all([
    ctx.catalogue.employees(),
    ctx.catalogue.employeePositions(),
    ctx.catalogue.schedules(),
  ]);
  return json(
    employees.map((row): z.input<typeof rawEmployee> => {
      const own = schedules.filter((entry) => entry.employee_id === row.id);
      const byLocation: NonNullable<z.input<typeof rawEmployee>['schedules']> = {};
      for (const work of own.filter((entry) => entry.kind === 'work')) {
        const breaks = own
          .filter(
            (entry) =>
              entry.kind === 'break' && entry.weekday === work.weekday && entry.location_id === work.location_id,
          )
          .map((entry) => ({ start: formatHhMm(entry.starts_min), end: formatHhMm(entry.ends_min) }));
        (byLocation[String(work.location_id)] ??= []).push({
          weekday: work.weekday,
          start: formatHhMm(work.starts_min),
          end: formatHhMm(work.ends_min),
          breaks,
        });
      }
      return {
        id: row.id,
        name: `${row.firstname} ${row.lastname}`.trim(),
        firstname: row.firstname,
        lastname: row.lastname,
        photo: row.photo,
        photo_exists: row.photo !== null,
        positions: positions.filter((entry) => entry.employee_id === row.id).map((entry) => entry.position_id),
        roles: ['master'],
        gender: row.gender === 'female' || row.gender === 'male' ? row.gender : null,
        public: row.public === 1,
        archive: row.archive === 1,
        default_appointment_duration: row.default_duration,
        schedules: byLocation,
      };
    }),
  );
}

export async function listPositions(ctx: BackendContext) {
  return json(
    (await ctx.catalogue.positions()).map((row): z.input<typeof rawPosition> => ({
      id: row.id,
      name: row.name,
      role: row.role,
      parent: row.parent,
    })),
  );
}

export async function getSettings(ctx: BackendContext) {
  return json(await ctx.catalogue.settings());
}

export async function listFeedbacks(ctx: BackendContext) {
  return json(
    (await ctx.catalogue.feedbacks()).map((row): z.input<typeof rawFeedback> => ({
      id: row.id,
      firstName: row.first_name,
      appointment: row.appointment_id,
      date: new Date(row.at).toISOString(),
      professional: row.employee_id,
      professionalName: row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : null,
      professionalPhotoExists: Boolean(row.photo),
      rating: row.rating,
      text: row.text,
      language: row.lang,
    })),
  );
}
