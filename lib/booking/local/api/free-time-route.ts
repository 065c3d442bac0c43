/**
 * `GET /employees/free_time`: for one service on one salon day, each employee who takes it
 * and the starts (30-minute steps) where the whole service fits their hours, misses their
 * breaks and every booked cell, and is not already past.
 */
import type { z } from 'zod';
import type { rawFreeTime } from '../../raw/booking';
import { queryFields } from '@/lib/validation/query-fields';
import { freeStarts, planDay } from '../day-plan';
import { toSalonIso, wallClockToUtc, weekdayOf } from '../../salon-time';
import type { BackendContext } from './context';
import { freeTimeQuery } from './free-time-query';
import { apiError, json, notFound, parseInput } from './http';

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function freeTime(ctx: BackendContext, query: URLSearchParams) {
  const input = parseInput(freeTimeQuery, queryFields(query));
  if (input instanceof Response) return input;
  const { services: serviceId, date } = input;
  const locations = await ctx.catalogue.locations();
  const locationId =
    input.location === undefined ? (locations.find((row) => row.active === 1)?.id ?? null) : input.location;
  const location = locations.find((row) => row.id === locationId);
  if (!location) return notFound('location');
  const service = await ctx.catalogue.service(serviceId);
  if (!service || service.public !== 1 || service.archive === 1) return notFound('service');

  let employees = await ctx.catalogue.employeesForService(service.id, location.id);
  const asked = input.employees;
  if (asked) {
    if (!employees.includes(asked))
      return apiError(422, 'employee_not_for_service', 'This employee does not take this service here', {
        field: 'employees',
      });
    employees = [asked];
  }
  const zone = location.timezone;
  const occupied = await ctx.bookings.occupiedCells(
    employees,
    wallClockToUtc(date, 0, zone),
    wallClockToUtc(nextDate(date), 0, zone),
  );
  const now = ctx.now();
  const weekday = weekdayOf(date);
  const answer: z.input<typeof rawFreeTime> = [];
  for (const employee of employees) {
    const plan = planDay(await ctx.catalogue.schedule(employee, location.id, weekday), date, zone);
    const starts = freeStarts(plan, service.duration, occupied.get(employee) ?? new Set(), now);
    answer.push({ employee, slots: starts.map((start) => toSalonIso(start, zone)) });
  }
  return json(answer);
}
