import { describe, expect, it } from 'vitest';
import type { BookingRefs } from '@/lib/booking/site-refs';
import type { BookingService } from '@/lib/booking/types';
import { readFlowAddress } from './flow-address';
import { flowVisit, visitBasket } from './visit-basket';

const service = (id: string, name: string, durationMinutes: number, price: number): BookingService => ({
  id,
  categoryId: null,
  name,
  durationMinutes,
  gender: null,
  description: null,
  prices: [{ locationId: 'chelsea', price }],
  currency: 'GBP',
});
const services = [service('1202', 'Classic Gel Manicure', 75, 60), service('1219', 'Classic Pedicure', 60, 75)];
const refs: BookingRefs = {
  services: { manicure: ['1202'], pedicure: ['1219'], massage: ['m60', 'm90'] },
  categories: {},
  masters: [{ employeeId: '40033', slug: 'hannah-oconnell', name: 'Hannah', rating: null, photo: null }],
};

describe('the visit’s summary', () => {
  it('totals a two-service visit and ends it back to back from the chosen start', () => {
    const basket = visitBasket({
      visit: [
        { serviceId: '1202', employeeId: 'any' },
        { serviceId: '1219', employeeId: '40033' },
      ],
      services,
      locationId: 'chelsea',
      start: '2026-12-01T09:30:00.000Z',
    });
    expect(basket.lines.map((line) => [line.name, line.employeeId, line.start, line.end])).toEqual([
      ['Classic Gel Manicure', 'any', '2026-12-01T09:30:00.000Z', '2026-12-01T10:45:00.000Z'],
      ['Classic Pedicure', '40033', '2026-12-01T11:00:00.000Z', '2026-12-01T12:00:00.000Z'],
    ]);
    expect(basket).toMatchObject({
      total: 135,
      currency: 'GBP',
      durationMinutes: 150,
      end: '2026-12-01T12:00:00.000Z',
    });
  });

  it('shows length and total before a time is chosen, and nothing for no service', () => {
    const basket = visitBasket({
      visit: [
        { serviceId: '1202', employeeId: null },
        { serviceId: '1219', employeeId: 'any' },
      ],
      services,
      locationId: 'chelsea',
      start: null,
    });
    expect(basket).toMatchObject({ total: 135, durationMinutes: 150, start: null, end: null });
    expect(basket.lines.every((line) => line.start === null)).toBe(true);
    expect(
      visitBasket({ visit: [{ serviceId: null, employeeId: null }], services, locationId: 'chelsea', start: null }),
    ).toMatchObject({ lines: [], total: 0, durationMinutes: 0, end: null });
  });

  it('reads the address’s visit in booking ids', () => {
    const address = readFlowAddress(new URLSearchParams('?book=service:manicure'))!;
    expect(flowVisit(address, refs)).toEqual([{ serviceId: '1202', employeeId: null }]);
    const visit = readFlowAddress(
      new URLSearchParams('?book=service:manicure,service:massage,service:pedicure@hannah-oconnell'),
    )!;
    expect(flowVisit(visit, refs)).toEqual([
      { serviceId: '1202', employeeId: 'any' },
      { serviceId: '1219', employeeId: '40033' },
    ]);
  });
});
