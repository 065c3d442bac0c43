import type { Feedback } from '@/lib/booking/types';
import { feedbacksAbout, masterRating, roundRating, summarizeRatings, withShownRatings } from './rating-summary';

const feedback = (id: string, employeeId: string | null, rating: number, date: string): Feedback => ({
  id,
  firstName: 'Ann',
  appointmentId: null,
  date,
  employeeId,
  employeeName: null,
  employeeHasPhoto: false,
  rating,
  text: null,
  language: null,
});

const chloe = { crmId: '40041', rating: 3.75 };
const feedbacks = [
  feedback('1', '40041', 5, '2026-09-14T10:00:00Z'),
  feedback('2', '40041', 4, '2026-11-18T10:00:00Z'),
  feedback('3', '40041', 3, '2026-10-14T10:00:00Z'),
  feedback('4', '40041', 3, '2026-09-15T10:00:00Z'),
  feedback('5', '40012', 5, '2026-11-01T10:00:00Z'),
  feedback('6', null, 1, '2026-11-02T10:00:00Z'),
];

describe('roundRating', () => {
  it.each([
    [3.75, 3.8],
    [4.25, 4.3],
    [4.666, 4.7],
    [4.333, 4.3],
    [5, 5],
    [6, 5],
  ])('%s is %s', (rating, shown) => expect(roundRating(rating)).toBe(shown));
});

describe('summarizeRatings', () => {
  it('averages to one decimal and counts', () => {
    expect(summarizeRatings([5, 4, 3, 3])).toEqual({ average: 3.8, count: 4 });
    expect(summarizeRatings([5, 5, 5, 5, 4])).toEqual({ average: 4.8, count: 5 });
  });

  it('is null without ratings', () => expect(summarizeRatings([])).toBeNull());
});

describe('feedbacksAbout', () => {
  it('keeps the master’s own feedbacks, newest first', () => {
    expect(feedbacksAbout(chloe, feedbacks).map((each) => each.id)).toEqual(['2', '3', '4', '1']);
  });

  it('finds none for a master without a booking id', () => {
    expect(feedbacksAbout({ crmId: null }, feedbacks)).toEqual([]);
  });
});

describe('masterRating', () => {
  it('is the feedbacks’ average and count where there are feedbacks, whatever the content says', () => {
    expect(masterRating(chloe, feedbacks)).toEqual({ average: 3.8, count: 4 });
    expect(masterRating({ crmId: '40012', rating: 3 }, feedbacks)).toEqual({ average: 5, count: 1 });
  });

  it('falls back to the content’s rating, to one decimal and with no count', () => {
    expect(masterRating({ crmId: '40099', rating: 4.25 }, feedbacks)).toEqual({ average: 4.3, count: 0 });
    expect(masterRating({ crmId: null, rating: 3.75 }, [])).toEqual({ average: 3.8, count: 0 });
  });

  it('is null for a master with neither (not rated yet)', () => {
    expect(masterRating({ crmId: '40048', rating: null }, feedbacks)).toBeNull();
    expect(masterRating({ crmId: '40048', rating: 0 }, feedbacks)).toBeNull();
  });
});

describe('withShownRatings', () => {
  it('gives every master the figure shown, so lists and the panel read the same number', () => {
    const shown = withShownRatings([chloe, { crmId: '40048', rating: null }], feedbacks);
    expect(shown.map((master) => master.rating)).toEqual([3.8, null]);
  });
});
