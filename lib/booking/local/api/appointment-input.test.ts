import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import type { z } from 'zod';
import {
  addServiceBody,
  createAppointmentBody,
  listAppointmentsQuery,
  moveServicesBody,
  serviceMoveEntry,
  updateAppointmentBody,
} from './appointment-input';

const refusal = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : firstIssue(parsed.error);
};
const start = '2026-01-14T10:00:00+00:00';
const startMessage = { field: 'start', message: 'The start must be an ISO date and time' };

describe('the embedded backend’s appointment bodies', () => {
  it('read a draft’s location, keeping the client for the route to compare', () => {
    expect(createAppointmentBody.safeParse({ location: '500', client: 12 }).data).toEqual({
      location: 500,
      client: 12,
    });
    expect(createAppointmentBody.safeParse({ location: 500 }).data).toEqual({ location: 500 });
    expect(refusal(createAppointmentBody, { location: 'x', client: {} })).toEqual({
      field: 'location',
      message: 'A location id is required',
    });
  });

  it('read a service to add: service, then professional, then start, each an id as text', () => {
    expect(addServiceBody.safeParse({ service: 1008, professional: '40012', start }).data).toEqual({
      service: '1008',
      professional: '40012',
      start: Date.parse(start),
    });
    expect(refusal(addServiceBody, { professional: true, start: 'x' })).toEqual({
      field: 'service',
      message: 'A service id is required',
    });
    expect(refusal(addServiceBody, { service: '1008', professional: null, start: 'x' })).toEqual({
      field: 'professional',
      message: 'An employee id is required',
    });
    expect(refusal(addServiceBody, { service: '1008', professional: '40012', start: '2026-01-14' })).toEqual(
      startMessage,
    );
  });

  it('refuse an id sent as a number too large to be one (1e999 reads as Infinity)', () => {
    const body = JSON.parse(`{"service": 1e999, "professional": "40012", "start": "${start}"}`) as unknown;
    expect(refusal(addServiceBody, body)?.field).toBe('service');
  });

  it.each(['2026-01-14', '10:00', 'x', '2026-01-14T25:00', '2026-02-30T10:00'])('refuse the start %j', (wrong) => {
    expect(refusal(addServiceBody, { service: '1008', professional: '40012', start: wrong })).toEqual(startMessage);
  });

  it('read a change of state, or a move, never both', () => {
    expect(updateAppointmentBody.safeParse({ state: 'canceled' }).data).toEqual({ state: 'canceled' });
    expect(updateAppointmentBody.safeParse({ services: [] }).data).toEqual({ services: [] });
    expect(refusal(updateAppointmentBody, { state: 'deleted', services: [] })).toEqual({
      field: 'state',
      message: 'The state must be booked or canceled',
    });
    expect(refusal(updateAppointmentBody, { state: 'booked', services: null })).toEqual({
      field: 'state',
      message: 'Move an appointment or change its state, not both at once',
    });
  });

  it('count a move’s services against the appointment’s own, reading an entry that is not an object as naming none', () => {
    const servicesMessage = { field: 'services', message: 'The services to move are required' };
    for (const services of [undefined, null, 'x', [], [{}, {}, {}]])
      expect(refusal(moveServicesBody(2), { services })).toEqual(servicesMessage);
    expect(moveServicesBody(2).safeParse({ services: [{ id: 7 }, 'x'] }).data).toEqual({ services: [{ id: 7 }, {}] });
  });

  it('read a move entry’s start, and its professional only when it is an id', () => {
    expect(serviceMoveEntry.safeParse({ id: 1, start, professional: 40012 }).data).toEqual({
      start: Date.parse(start),
      professional: '40012',
    });
    expect(serviceMoveEntry.safeParse({ start, professional: true }).data).toEqual({ start: Date.parse(start) });
    expect(refusal(serviceMoveEntry, { professional: '40012' })).toEqual(startMessage);
  });

  it('read the list’s client', () => {
    expect(refusal(listAppointmentsQuery, { client: '' })).toEqual({
      field: 'client',
      message: 'A client id is required',
    });
    expect(listAppointmentsQuery.safeParse({ client: '12' }).data).toEqual({ client: '12' });
  });
});
