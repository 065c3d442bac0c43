/**
 * The embedded backend's salon data: written from the bundled catalogue on first use in
 * each process (an upsert, so a changed bundle updates it and appointments keep their
 * references), then read by the API handlers.
 */
import type { Kysely } from 'kysely';
import { serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';
import type { CatalogueRows } from './bundled-catalogue';
import type { ScheduleRow } from './day-plan';

export function createCatalogueStore(db: Kysely<Database>) {
  return {
    async seed(rows: CatalogueRows): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Instances starting together on one PostgreSQL seed in turn: each replaces an
        // employee's positions, categories and schedule, which two at once would duplicate.
        await serialiseOn(trx, 'booking-catalogue-seed');
        const { location } = rows;
        const locationRow = {
          id: location.id,
          name: location.name,
          city: location.city,
          street: location.street,
          phone: location.phone,
          timezone: location.timezone,
          active: location.active ? 1 : 0,
          lat: location.geo_position?.lat ?? null,
          lng: location.geo_position?.lng ?? null,
        };
        await trx
          .insertInto('booking_locations')
          .values(locationRow)
          .onConflict((c) => c.column('id').doUpdateSet(locationRow))
          .execute();
        for (const category of rows.categories) {
          await trx
            .insertInto('booking_categories')
            .values(category)
            .onConflict((c) => c.column('id').doUpdateSet(category))
            .execute();
        }
        for (const { price, ...service } of rows.services) {
          await trx
            .insertInto('booking_services')
            .values(service)
            .onConflict((c) => c.column('id').doUpdateSet(service))
            .execute();
          await trx
            .insertInto('booking_service_prices')
            .values({ service_id: service.id, location_id: location.id, price })
            .onConflict((c) => c.columns(['service_id', 'location_id']).doUpdateSet({ price }))
            .execute();
        }
        for (const position of rows.positions) {
          await trx
            .insertInto('booking_positions')
            .values(position)
            .onConflict((c) => c.column('id').doUpdateSet(position))
            .execute();
        }
        for (const employee of rows.employees) {
          await trx
            .insertInto('booking_employees')
            .values(employee.row)
            .onConflict((c) => c.column('id').doUpdateSet(employee.row))
            .execute();
          const id = employee.row.id;
          await trx.deleteFrom('booking_employee_positions').where('employee_id', '=', id).execute();
          await trx.deleteFrom('booking_employee_categories').where('employee_id', '=', id).execute();
          await trx.deleteFrom('booking_schedule').where('employee_id', '=', id).execute();
          for (const position of employee.positions) {
            await trx
              .insertInto('booking_employee_positions')
              .values({ employee_id: id, position_id: position })
              .execute();
          }
          for (const category of employee.categories) {
            await trx
              .insertInto('booking_employee_categories')
              .values({ employee_id: id, category_id: category })
              .execute();
          }
          for (const row of employee.schedule) {
            await trx
              .insertInto('booking_schedule')
              .values({ ...row, employee_id: id, location_id: location.id })
              .execute();
          }
        }
        for (const [name, value] of Object.entries(rows.settings)) {
          const json = JSON.stringify(value);
          await trx
            .insertInto('booking_settings')
            .values({ name, value: json })
            .onConflict((c) => c.column('name').doUpdateSet({ value: json }))
            .execute();
        }
        for (const feedback of rows.feedbacks) {
          await trx
            .insertInto('booking_feedbacks')
            .values({
              id: feedback.id,
              first_name: feedback.firstName,
              appointment_id: null,
              at: Date.parse(feedback.date),
              employee_id: feedback.professional === null ? null : String(feedback.professional),
              rating: feedback.rating,
              text: feedback.text,
              lang: feedback.lang,
            })
            // A feedback seeded before its language was recorded gets it; nothing else of a kept row changes.
            .onConflict((c) => c.column('id').doUpdateSet({ lang: feedback.lang }))
            .execute();
        }
      });
    },

    locations: () => db.selectFrom('booking_locations').selectAll().orderBy('id').execute(),
    location: (id: number) => db.selectFrom('booking_locations').selectAll().where('id', '=', id).executeTakeFirst(),
    categories: () => db.selectFrom('booking_categories').selectAll().orderBy('id').execute(),
    category: (id: number) => db.selectFrom('booking_categories').selectAll().where('id', '=', id).executeTakeFirst(),

    services: () => db.selectFrom('booking_services').selectAll().orderBy('id').execute(),
    service: (id: string) => db.selectFrom('booking_services').selectAll().where('id', '=', id).executeTakeFirst(),
    prices: () => db.selectFrom('booking_service_prices').selectAll().execute(),

    positions: () => db.selectFrom('booking_positions').selectAll().orderBy('id').execute(),
    employees: () => db.selectFrom('booking_employees').selectAll().orderBy('id').execute(),
    employeePositions: () => db.selectFrom('booking_employee_positions').selectAll().execute(),
    schedules: () => db.selectFrom('booking_schedule').selectAll().execute(),

    /** Public, not archived employees at the location who take the service's category or a category above it. */
    async employeesForService(serviceId: string, locationId: number): Promise<string[]> {
      const service = await db
        .selectFrom('booking_services')
        .select('category')
        .where('id', '=', serviceId)
        .executeTakeFirst();
      if (!service?.category) return [];
      const categories = await db.selectFrom('booking_categories').select(['id', 'parent']).execute();
      const parentOf = new Map(categories.map((row) => [row.id, row.parent]));
      const lineage: number[] = [];
      for (let id: number | null | undefined = service.category; id; id = parentOf.get(id)) lineage.push(id);
      const rows = await db
        .selectFrom('booking_employee_categories as ec')
        .innerJoin('booking_employees as e', 'e.id', 'ec.employee_id')
        .select('e.id')
        .distinct()
        .where('ec.category_id', 'in', lineage)
        .where('e.public', '=', 1)
        .where('e.archive', '=', 0)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('booking_schedule as s')
              .select('s.employee_id')
              .whereRef('s.employee_id', '=', 'e.id')
              .where('s.location_id', '=', locationId),
          ),
        )
        .orderBy('e.id')
        .execute();
      return rows.map((row) => row.id);
    },

    schedule: (employeeId: string, locationId: number, weekday: number): Promise<ScheduleRow[]> =>
      db
        .selectFrom('booking_schedule')
        .select(['kind', 'starts_min', 'ends_min'])
        .where('employee_id', '=', employeeId)
        .where('location_id', '=', locationId)
        .where('weekday', '=', weekday)
        .execute(),

    async settings(): Promise<Record<string, unknown>> {
      const rows = await db.selectFrom('booking_settings').selectAll().execute();
      return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
    },

    feedbacks: () =>
      db
        .selectFrom('booking_feedbacks as f')
        .leftJoin('booking_employees as e', 'e.id', 'f.employee_id')
        .select([
          'f.id',
          'f.first_name',
          'f.appointment_id',
          'f.at',
          'f.employee_id',
          'f.rating',
          'f.text',
          'f.lang',
          'e.firstname',
          'e.lastname',
          'e.photo',
        ])
        .orderBy('f.at', 'desc')
        .execute(),
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
