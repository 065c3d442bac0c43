import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;
  await s
    .createTable('booking_locations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('lat', t.double)
    .addColumn('lng', t.double)
    .execute();
  await s
    .createTable('booking_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent', 'integer')
    .execute();
  await s
    .createTable('booking_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('archive', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('description', 'text')
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_service_prices')
    .addColumn('service_id', 'text', (c) => c.notNull().references('booking_services.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('price', t.double, (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_service_prices_pk', ['service_id', 'location_id'])
    .execute();
  await s
    .createTable('booking_positions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('parent', 'integer')
    .execute();
  await s
    .createTable('booking_employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('gender', 'text')
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('archive', 'integer', (c) => c.notNull())
    .addColumn('default_duration', 'integer')
    .execute();
  await s
    .createTable('booking_employee_positions')
    .addColumn('employee_id', 'text', (c) => c.notNull().references('booking_employees.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_employee_positions_pk', ['employee_id', 'position_id'])
    .execute();
  await s
    .createTable('booking_employee_categories')
    .addColumn('employee_id', 'text', (c) => c.notNull().references('booking_employees.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_employee_categories_pk', ['employee_id', 'category_id'])
    .execute();
  await s
    .createTable('booking_schedule')
    .addColumn('employee_id', 'text', (c) => c.notNull().references('booking_employees.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('starts_min', 'integer', (c) => c.notNull())
    .addColumn('ends_min', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('booking_schedule_employee').on('booking_schedule').columns(['employee_id', 'weekday']).execute();
  await s
    .createTable('booking_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_feedbacks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('appointment_id', t.serialRef)
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('employee_id', 'text')
    .addColumn('rating', t.double, (c) => c.notNull())
    .addColumn('text', 'text')
    .execute();
  await s
    .createTable('booking_clients')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('email', 'text')
    .addColumn('gender', 'text')
    .addColumn('forbidden_online_booking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', t.serialRef, (c) => c.notNull().references('booking_clients.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_auth_codes')
    .addColumn('auth_id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_sms_outbox')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await s
    .createTable('booking_appointments')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', t.serialRef, (c) => c.notNull().references('booking_clients.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await s.createIndex('booking_appointments_client').on('booking_appointments').column('client_id').execute();
  await s
    .createTable('booking_appointment_services')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('appointment_id', t.serialRef, (c) =>
      c.notNull().references('booking_appointments.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', t.instant, (c) => c.notNull())
    .addColumn('ends_at', t.instant, (c) => c.notNull())
    .addColumn('price', t.double)
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('booking_appointment_services_appointment')
    .on('booking_appointment_services')
    .column('appointment_id')
    .execute();
  await s
    .createTable('booking_occupied_slots')
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('slot_start', t.instant, (c) => c.notNull())
    .addColumn('appointment_service_id', t.serialRef, (c) =>
      c.notNull().references('booking_appointment_services.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('booking_occupied_slots_pk', ['employee_id', 'slot_start'])
    .execute();
  await sql`create index booking_occupied_slots_service on booking_occupied_slots (appointment_service_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'booking_occupied_slots',
    'booking_appointment_services',
    'booking_appointments',
    'booking_sms_outbox',
    'booking_auth_codes',
    'booking_tokens',
    'booking_clients',
    'booking_feedbacks',
    'booking_settings',
    'booking_schedule',
    'booking_employee_categories',
    'booking_employee_positions',
    'booking_employees',
    'booking_positions',
    'booking_service_prices',
    'booking_services',
    'booking_categories',
    'booking_locations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
