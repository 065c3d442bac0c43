import { describe, expect, it } from 'vitest';
import type { Feedback } from '@/lib/booking/types';
import type { Master } from '@/lib/content/types';
import { reviewsOf } from './reviews';

const master = { slug: 'amelia-hart', name: 'Amelia Hart', lang: 'en', crmId: '40012' } as unknown as Master;
const feedback = (id: string, date: string, language: Feedback['language']) =>
  ({ id, employeeId: '40012', firstName: 'Ann', date, rating: 5, text: 'Lovely', language }) as unknown as Feedback;

describe('reviewsOf', () => {
  const feedbacks = [
    feedback('1', '2026-11-01T10:00:00Z', 'en'),
    feedback('2', '2026-11-03T10:00:00Z', 'uk'),
    feedback('3', '2026-11-02T10:00:00Z', null),
  ];

  it('lists every feedback about the masters, newest first, in whichever language it is written', () => {
    expect(reviewsOf([master], feedbacks).map((review) => review.id)).toEqual(['2', '3', '1']);
  });
});
