import { describe, expect, it } from 'vitest';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { visitFromLink, visitToLink } from './visit-selection';

const refs: BookingRefs = {
  services: { manicure: ['1202'], pedicure: ['1219'], massage: ['massage-60', 'massage-90'] },
  categories: {},
  masters: [{ employeeId: '40033', slug: 'hannah-oconnell', name: 'Hannah', rating: null, photo: null }],
};

describe('a visit in a link', () => {
  it('presets the services and masters the site knows, dropping unknown and ambiguous ones', () => {
    expect(
      visitFromLink(
        [
          { slug: 'manicure', master: null },
          { slug: 'unknown', master: null },
          { slug: 'massage', master: null },
          { slug: 'pedicure', master: 'hannah-oconnell' },
          { slug: 'manicure', master: 'nobody' },
        ],
        refs,
      ),
    ).toEqual([
      { serviceId: '1202', employeeId: 'any' },
      { serviceId: '1219', employeeId: '40033' },
      { serviceId: '1202', employeeId: 'any' },
    ]);
  });

  it('names the visit so far as a link does', () => {
    expect(
      visitToLink(
        [
          { serviceId: '1219', employeeId: '40033' },
          { serviceId: '1202', employeeId: 'any' },
          { serviceId: 'massage-60', employeeId: 'any' },
          { serviceId: '1202', employeeId: null },
        ],
        refs,
      ),
    ).toEqual([
      { slug: 'pedicure', master: 'hannah-oconnell' },
      { slug: 'manicure', master: null },
    ]);
  });

  it('reads and writes a price option by its own key', () => {
    const withOptions: BookingRefs = { ...refs, services: { ...refs.services, 'massage-60': ['massage-60'] } };
    expect(visitFromLink([{ slug: 'massage-60', master: 'hannah-oconnell' }], withOptions)).toEqual([
      { serviceId: 'massage-60', employeeId: '40033' },
    ]);
    expect(visitToLink([{ serviceId: 'massage-60', employeeId: 'any' }, { serviceId: 'massage-90', employeeId: 'any' }], withOptions)).toEqual([
      { slug: 'massage-60', master: null },
    ]);
  });
});
